/** Keeps a failing screen from blanking the whole app; resets when the page changes. */
import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

function Failed() {
  const t = useTranslate();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {t('layout.marco.fallo')}
    </Alert>
  );
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  override render() {
    if (this.state.failedAt !== null) {
      return <Failed />;
    }
    return this.props.children;
  }
}

/** While the stored user has not accepted the demo terms, the terms screen replaces the app. */
import type { ReactNode } from 'react';
import { useDemoTermsPending } from './demoTerms';
import { TermsScreen } from './TermsScreen';

export function TermsGate({ children }: { children: ReactNode }) {
  if (useDemoTermsPending()) return <TermsScreen />;
  return <>{children}</>;
}

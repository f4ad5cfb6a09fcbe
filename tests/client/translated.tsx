/** Renders a screen inside the translation every page has (react-admin's i18n provider, as App.tsx gives it). */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { TranslationProvider } from '../../src/client/i18n/TranslationProvider';

export function Translated({ children }: { children: ReactNode }) {
  return <TranslationProvider>{children}</TranslationProvider>;
}

export function renderTranslated(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: Translated });
}

/**
 * TermsGate for the application's root (App.tsx): the same rule, with the
 * terms screen loaded only when a signed-in user has to accept the terms, so
 * anonymous visitors of the public pages never download it.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useDemoTermsPending } from './demoTerms';

const TermsScreen = lazy(() => import('./TermsScreen').then((m) => ({ default: m.TermsScreen })));

export function LazyTermsGate({ children }: { children: ReactNode }) {
  if (useDemoTermsPending()) {
    return (
      <Suspense fallback={null}>
        <TermsScreen />
      </Suspense>
    );
  }
  return <>{children}</>;
}

/** While the stored user has not accepted the demo terms, the terms screen replaces the app. */
import type { ReactNode } from 'react';
import { useStoredUser } from '../providers/session';
import { TermsScreen } from './TermsScreen';

export function TermsGate({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  if (user && !user.accepted_demo_terms) return <TermsScreen />;
  return <>{children}</>;
}

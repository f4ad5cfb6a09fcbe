/** Accepting the demo terms: post the acceptance, reload the user, store it. */
import { AUTH_MESSAGES } from '../../domain/messages';
import { apiJson } from './httpClient';
import { getToken, storeUser, type StoredUser } from './session';

export class TermsError extends Error {
  constructor() {
    super(AUTH_MESSAGES.termsFailed);
  }
}

export async function acceptDemoTerms(): Promise<StoredUser> {
  if (!getToken()) throw new TermsError();
  try {
    await apiJson('/api/auth/accept-demo-terms', { method: 'POST', keepSessionOn401: true });
    const { data: user } = await apiJson<StoredUser>('/api/auth/me', { keepSessionOn401: true });
    if (!user?.accepted_demo_terms) throw new TermsError();
    storeUser(user);
    return user;
  } catch {
    throw new TermsError();
  }
}

// The Firebase Auth SDK behind the auth actions: loaded lazily, and the checks every action shares.
import type { Auth, User } from 'firebase/auth';
import { MESSAGES } from '../domain/messages';
import { getFirebaseAuth } from './firebase';

/** An error of ours with an auth-style code, for states the SDK does not report itself. */
export class AuthFlowError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthFlowError';
  }
}

export const sdk = () => import('./sdk/auth');

export async function authAndSdk() {
  return Promise.all([getFirebaseAuth(), sdk()]);
}

export function requireUser(auth: Auth): User {
  if (!auth.currentUser) throw new AuthFlowError('app/not-authenticated', MESSAGES.account.notAuthenticated);
  return auth.currentUser;
}

// The signed-in identity as the app sees it, with the staff claims, and a React hook that follows it.
// Everything here loads firebase/auth lazily (through getFirebaseAuth), so importing it costs almost nothing.
import type { User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import type { BAY_ATTENDANT_CLAIM } from '../contracts/bay-api';
import { clearFirestoreCache, getFirebaseAuth } from './firebase';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  providerIds: string[];
  admin: boolean;
  viewOnlyAdmin: boolean;
  /** The bay attendant claim (issue 27): the bay screen of the panel and nothing else. */
  bayAttendant?: boolean;
  /** True when the token's claims could not be read (offline): admin and viewOnlyAdmin are then unknown. */
  claimsError?: boolean;
}

/**
 * The bay attendant claim's name, checked against the contract at compile time only: a value import would make the
 * bundler place the whole bay contract in this chunk, which every customer route loads.
 */
const BAY_CLAIM: typeof BAY_ATTENDANT_CLAIM = 'bayAttendant';

export type AuthState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AuthUser };

let state: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;

function publish(next: AuthState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function start() {
  if (started) return;
  started = true;
  getFirebaseAuth()
    .then(async (auth) => {
      const { onIdTokenChanged } = await import('./sdk/auth');
      onIdTokenChanged(auth, (user) => {
        if (!user) return publish({ status: 'signed-out' });
        return publishUser(user, false);
      });
    })
    .catch((error: unknown) => {
      // The SDK chunk did not load (offline): the next subscriber tries again.
      console.error('[auth] starting the auth listener failed', error);
      started = false;
    });
}

/**
 * Publishes `user` with the claims of its ID token. When the token cannot be read (offline, a revoked session)
 * the user is published with `claimsError` instead of leaving everyone on "Loading"; `refreshClaims` retries.
 */
async function publishUser(user: User, forceRefresh: boolean): Promise<void> {
  const identity = {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    providerIds: user.providerData.map((p) => p.providerId),
  };
  try {
    const token = await user.getIdTokenResult(forceRefresh);
    publish({
      status: 'signed-in',
      user: {
        ...identity,
        admin: token.claims.admin === true,
        viewOnlyAdmin: token.claims.viewOnlyAdmin === true,
        bayAttendant: token.claims[BAY_CLAIM] === true,
      },
    });
  } catch (error) {
    console.error('[auth] reading the token claims failed', error);
    publish({
      status: 'signed-in',
      user: { ...identity, admin: false, viewOnlyAdmin: false, bayAttendant: false, claimsError: true },
    });
  }
}

/** Reads the signed-in user's claims again from a fresh token (the Retry of a failed claims check). */
export async function refreshClaims(): Promise<void> {
  const auth = await getFirebaseAuth();
  if (auth.currentUser) await publishUser(auth.currentUser, true);
}

/** Subscribes to the auth state; returns the unsubscribe function. */
export function subscribeAuthState(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
}

/** 'loading' until Firebase has restored the session, then signed in or out. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuthState, getAuthState, getAuthState);
}

/** Resolves once the auth state is known (after a page load Firebase restores the session asynchronously). */
export function whenAuthResolved(): Promise<AuthState> {
  if (state.status !== 'loading') return Promise.resolve(state);
  return new Promise((resolve) => {
    const unsubscribe = subscribeAuthState(() => {
      if (state.status === 'loading') return;
      unsubscribe();
      resolve(state);
    });
  });
}

export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([getFirebaseAuth(), import('./sdk/auth')]);
  await signOut(auth);
  await clearFirestoreCache();
}

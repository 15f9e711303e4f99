// Who is calling: the caller's identity read from the verified ID token, and the guards a callable names in the
// pipeline (http/pipeline.ts) to say who may call it. App Check is the platform's step before these (call-options.ts).
import type { CallableRequest } from 'firebase-functions/v2/https';
import { BAY_ATTENDANT_CLAIM } from '../../../src/contracts/bay-api';
import type { Who } from '../../../src/contracts/callables';
import { fail } from '../refusals/call-errors';

export interface Caller {
  uid: string;
  email: string | null;
  /** The phone number Auth verified by SMS (the token's phone_number claim). */
  phoneNumber: string | null;
  admin: boolean;
  viewOnlyAdmin: boolean;
  /** The bay attendant claim: the bay callables only (bayStaff), never an admin one. */
  bayAttendant: boolean;
  /** Every claim of the ID token (auth_time, custom claims). */
  token: Record<string, unknown>;
}

/**
 * Answers who may run a callable: the caller it hands on to the handler, or a refusal from the error table. `who`
 * names it in the vocabulary of the callables table (src/contracts/call-table.ts): a callable's guard must be the
 * one of its row (http/pipeline.ts checks the type, src/contracts/callables.test.ts the exports).
 */
export type Guard<C, W extends Who = Who> = ((request: CallableRequest) => C) & { readonly who: W };

const guard = <C, W extends Who>(who: W, check: (request: CallableRequest) => C): Guard<C, W> =>
  Object.assign(check, { who });

function readCaller(auth: NonNullable<CallableRequest['auth']>): Caller {
  const token = auth.token as unknown as Record<string, unknown>;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email : null,
    phoneNumber: typeof token.phone_number === 'string' ? token.phone_number : null,
    admin: token.admin === true,
    viewOnlyAdmin: token.viewOnlyAdmin === true,
    bayAttendant: token[BAY_ATTENDANT_CLAIM] === true,
    token,
  };
}

type SignedOut = 'signed-out' | 'must-sign-in';

/** Open to visitors: the caller if signed in, else null. */
export const anyone = guard('anyone', (request): Caller | null =>
  request.auth ? readCaller(request.auth) : null,
);

/** Signed-in callers only (unauthenticated otherwise, in the given wording). */
export const signedIn = (whenSignedOut: SignedOut = 'signed-out') =>
  guard('customer', (request): Caller => (request.auth ? readCaller(request.auth) : fail(whenSignedOut)));

/** Full admins only: view-only admins and customers get permission-denied. */
export const admin = (whenSignedOut: SignedOut = 'signed-out') =>
  guard('admin', (request): Caller => {
    const caller = signedIn(whenSignedOut)(request);
    return caller.admin ? caller : fail('not-admin');
  });

/** Full and view-only admins (they may look): bay attendants and customers get permission-denied. */
export const staff = (whenSignedOut: SignedOut = 'signed-out') =>
  guard('viewOnlyAdmin', (request): Caller => {
    const caller = signedIn(whenSignedOut)(request);
    return isStaff(caller) ? caller : fail('not-admin');
  });

/**
 * The caller's e-mail address when Auth verified it (the token's email_verified), else null. An unverified address
 * is only what someone typed at sign-up: nothing is deleted, matched or inherited by it.
 */
export const verifiedEmail = (caller: Caller): string | null =>
  caller.token.email_verified === true ? caller.email : null;

/**
 * Who may check cars in and mark them washed at the bay: full admins and bay attendants. View-only admins (they
 * may look, not act) and customers get permission-denied; signed-out callers unauthenticated.
 */
export const bayStaff = (whenSignedOut: SignedOut = 'signed-out') =>
  guard('bayAttendant', (request): Caller => {
    const caller = signedIn(whenSignedOut)(request);
    return caller.admin || caller.bayAttendant ? caller : fail('not-bay-staff');
  });

/** Admins and view-only admins (not bay attendants: they see the bay screen only). */
export const isStaff = (caller: Caller): boolean => caller.admin || caller.viewOnlyAdmin;

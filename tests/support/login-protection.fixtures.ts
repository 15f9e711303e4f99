// Steps shared by the sign-in protection tests.
import type {
  CheckLoginAttemptsResponse,
  RecordFailedLoginResponse,
  RecordPasswordResetResponse,
  ResetLoginAttemptsResponse,
} from '../../src/contracts/account-api';
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor } from './clients.fixtures';

export const MAX_ATTEMPTS = 5;

export async function visitor() {
  const client = await clientFor();
  return {
    check: (email: string) => client.call<CheckLoginAttemptsResponse>('checkLoginAttempts', { email }),
    fail: (email: string) =>
      client.call<RecordFailedLoginResponse>('recordFailedLogin', {
        email,
        password: 'not-the-password',
      }),
    reset: (email: string) => client.call<ResetLoginAttemptsResponse>('resetLoginAttempts', { email }),
    passwordReset: (email: string) =>
      client.call<RecordPasswordResetResponse>('recordPasswordReset', { email }),
    client,
  };
}

export async function failTimes(email: string, times: number): Promise<RecordFailedLoginResponse> {
  const { fail } = await visitor();
  let last: RecordFailedLoginResponse | undefined;
  for (let i = 0; i < times; i += 1) last = await fail(email);
  if (!last) throw new Error('failTimes needs at least one failure');
  return last;
}

/** The account's own lock, as the ceiling of verified failures from many callers leaves it. */
export async function lockAccount(email: string, lockedUntil: Date) {
  await failTimes(email, 1);
  const [doc] = (await db.collection('loginAttempts').get()).docs;
  await doc!.ref.set({
    failedAttempts: 100,
    windowStart: new Date(Date.now() - 60_000),
    lockedUntil,
    lockedAt: new Date(lockedUntil.getTime() - 3_600_000),
  });
}

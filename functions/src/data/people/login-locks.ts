// Lifting every sign-in lock on an account (adminClearLoginLock), audited.
import { db } from '../admin-sdk';
import { writeAudit } from '../audit';
import { clearAllLocks, loginAttemptRef } from './login-attempts';

/** Clears the account's locks and each caller's, then writes the audit entry; `cleared`: was any lock active. */
export async function clearLoginLock(
  actor: { uid: string; email: string | null },
  email: string,
  now: Date,
): Promise<boolean> {
  const { cleared, before } = await clearAllLocks(email, now);
  await writeAudit(db, {
    actorUid: actor.uid,
    actorEmail: actor.email,
    action: 'login.unlock',
    target: loginAttemptRef(email).path,
    before: { cleared, ...(before as Record<string, unknown>) },
    after: null,
  });
  return cleared;
}

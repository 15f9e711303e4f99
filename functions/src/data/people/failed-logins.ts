// Counting one wrong password (recordFailedLogin): against this caller on the account and against the account as
// a whole, in one transaction.
import { registerFailure, type AttemptState } from '../../../../src/domain/login-lockout';
import { db } from '../admin-sdk';
import { accountPolicy, attemptFields, callerPolicy, readCallerRecords } from './login-attempts';

/** Counts the failure on both records and answers their new states. */
export function countFailure(
  email: string,
  address: string,
  now: Date,
): Promise<{ caller: AttemptState; account: AttemptState }> {
  return db.runTransaction(async (tx) => {
    const records = await readCallerRecords(email, address, tx);
    const nextCaller = registerFailure(records.caller.state, now, callerPolicy());
    const nextAccount = registerFailure(records.account.state, now, accountPolicy());
    if (nextCaller !== records.caller.state)
      tx.set(records.caller.ref, attemptFields(nextCaller, callerPolicy(), now));
    if (nextAccount !== records.account.state) {
      tx.set(records.account.ref, attemptFields(nextAccount, accountPolicy(), now));
    }
    return { caller: nextCaller, account: nextAccount };
  });
}

import { useState } from 'react';
import { MESSAGES } from '../../../domain/messages';
import type { AppointmentType } from '../../../domain/types';
import { blockAdminUser, clearLoginLock, unblockAdminUser } from '../../../lib/data/admin-users';
import type { BlockRequest } from './block-dialog';

export type UserNotice = { tone: 'success' | 'error'; text: string; retry?: () => void } | null;

export const USERS_TEXT = {
  loadFailed: 'Failed to load users. Please try again.',
  moreFailed: 'Failed to load more users. Please try again.',
  blocksFailed: 'Failed to load block records. Please try again.',
  blockFailed: 'Failed to block user. Please try again.',
  lockLifted: (email: string) => `The sign-in lock of ${email} has been lifted.`,
  noLock: (email: string) => `${email} had no sign-in lock.`,
  lockFailed: 'Failed to lift the sign-in lock. Please try again.',
};

/**
 * A full admin's actions on users (block, unblock, lift a sign-in lock): one at a time (`busy`), each answered by
 * a notice, a failure with a Retry that runs it again. A block change re-reads the block records.
 */
export function useUserActions(refreshBlocks: () => Promise<void>) {
  const [notice, setNotice] = useState<UserNotice>(null);
  const [busy, setBusy] = useState(false);

  async function act(run: () => Promise<string>, failure: string, retry: () => void) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await run() });
    } catch (error) {
      console.error('[admin] user action failed', error);
      setNotice({ tone: 'error', text: failure, retry });
    } finally {
      setBusy(false);
    }
  }

  const unblock = (userId: string, type: AppointmentType) =>
    act(
      async () => {
        const answer = await unblockAdminUser(userId, type);
        void refreshBlocks();
        return answer.message || MESSAGES.admin.unblocked(type);
      },
      MESSAGES.admin.unblockFailed,
      () => void unblock(userId, type),
    );

  const block = (userId: string, request: BlockRequest) =>
    act(
      async () => {
        const answer = await blockAdminUser({ userId, ...request });
        void refreshBlocks();
        return answer.message;
      },
      USERS_TEXT.blockFailed,
      () => void block(userId, request),
    );

  const clearLock = (email: string) =>
    act(
      async () =>
        (await clearLoginLock(email)).cleared ? USERS_TEXT.lockLifted(email) : USERS_TEXT.noLock(email),
      USERS_TEXT.lockFailed,
      () => void clearLock(email),
    );

  return { notice, busy, unblock, block, clearLock };
}

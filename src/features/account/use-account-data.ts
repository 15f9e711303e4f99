import { useCallback, useEffect, useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import type { AuthUser } from '../../lib/auth-user';
import { ensureProfile, readProfile, setMembershipNumber } from '../../lib/data/account-profile';
import type { Profile } from '../../lib/data/account-profile';
import { subscribeMyOpenOrders } from '../../lib/data/account-orders';
import type { AccountOrder, SyncState } from '../../lib/data/account-orders';
import type { ReadResult } from '../../lib/model/read-result';
import { useLive, type Loadable } from '../../components/use-data';
import { useServerNow } from '../../lib/server-time';

export type { Loadable } from '../../components/use-data';

/** users/{uid}, created when missing and given a membership number when it has none. */
export function useProfile(user: AuthUser): { profile: Loadable<Profile>; reload: () => void } {
  const [profile, setProfile] = useState<Loadable<Profile>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const { uid, email, displayName } = user;

  useEffect(() => {
    let cancelled = false;
    const settle = (next: Loadable<Profile>) => {
      if (!cancelled) setProfile(next);
    };
    void (async () => {
      let current: Profile | null;
      try {
        current = await readProfile(uid);
      } catch (cause) {
        console.warn('reading the profile failed', cause);
        return settle({ status: 'error', error: MESSAGES.account.loadProfileFailed });
      }
      if (!current) {
        try {
          await ensureProfile({ uid, email: email ?? '', name: displayName });
          current = await readProfile(uid);
        } catch (cause) {
          console.warn('creating the profile failed', cause);
        }
        if (!current) return settle({ status: 'error', error: MESSAGES.account.createProfileFailed });
      }
      if (!current.membershipNumber) {
        const membershipNumber = await setMembershipNumber(uid).catch(() => undefined);
        current = { ...current, membershipNumber };
      }
      settle({ status: 'ready', data: current });
    })();
    return () => {
      cancelled = true;
    };
  }, [uid, email, displayName, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { profile, reload };
}

export type OpenOrders = ReadResult<AccountOrder> & SyncState;

/**
 * The user's open orders (confirmed or trading), live, newest first, the unreadable ones left out, and whether
 * they come from the local cache only (offline).
 */
export function useOpenOrders(uid: string): Loadable<OpenOrders> {
  return useLive<OpenOrders>(
    (next, fail) =>
      subscribeMyOpenOrders(
        uid,
        (items, skipped, sync) => next({ items, skipped, fromCache: sync.fromCache }),
        fail,
      ),
    MESSAGES.account.loadOrdersFailed,
    [uid],
  );
}

/**
 * The server's current time (lib/server-time), refreshed every `everyMs` (rules that depend on the clock, such as
 * the rebook and give-up windows, re-evaluate with it).
 */
export function useNow(everyMs = 30_000): Date {
  return useServerNow(everyMs);
}

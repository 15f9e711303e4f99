import { useCallback, useEffect, useRef, useState } from 'react';
import {
  countAdminUsers,
  listAdminUsersPage,
  listBlocksOf,
  searchAdminUsers,
  type AdminUsersCursor,
} from '../../../lib/data/admin-users';
import type { SkippedDoc } from '../../../lib/model/read-result';
import type { BlockDoc, UserDoc } from '../../../contracts/documents';

export type Phase = 'loading' | 'ready' | 'error';

export interface AdminUsersState {
  users: UserDoc[];
  skipped: SkippedDoc[];
  /** How many profiles exist; null until counted (or when counting failed). */
  total: number | null;
  /** The first page or the search. */
  phase: Phase;
  /** A further page. */
  morePhase: Phase | 'idle';
  hasMore: boolean;
  blocks: BlockDoc[];
  blockSkipped: SkippedDoc[];
  blocksPhase: Phase;
  /** The search the list shows ('' when browsing). */
  search: string;
}

const INITIAL: AdminUsersState = {
  users: [],
  skipped: [],
  total: null,
  phase: 'loading',
  morePhase: 'idle',
  hasMore: false,
  blocks: [],
  blockSkipped: [],
  blocksPhase: 'loading',
  search: '',
};

/** The state's part a page of profiles sets. */
const listed = (page: { items: UserDoc[]; skipped: SkippedDoc[]; next: AdminUsersCursor | null }) => ({
  users: page.items,
  skipped: page.skipped,
  hasMore: page.next !== null,
});

/** The first page of profiles, or every profile the search finds (then there is no next page). */
async function firstPage(search: string) {
  return search.trim() ? { ...(await searchAdminUsers(search)), next: null } : listAdminUsersPage(null);
}

/**
 * The Users tab's data: pages of profiles (a cursor, 50 a page) or the result of a server-side search, the count
 * of all profiles, and the block records of the users on screen only. Each read has its own failure state, so a
 * failed page, count or block read is retried alone; answers to a superseded request are dropped.
 */
export function useAdminUsers() {
  const [state, setState] = useState<AdminUsersState>(INITIAL);
  const cursor = useRef<AdminUsersCursor | null>(null);
  /** The users on screen, for the block reads that follow a page. */
  const shown = useRef<UserDoc[]>([]);
  const generation = useRef(0);

  const loadBlocks = useCallback(async (users: readonly UserDoc[], gen: number) => {
    setState((s) => ({ ...s, blocksPhase: 'loading' }));
    try {
      const read = await listBlocksOf(users.map((u) => u.id));
      if (gen !== generation.current) return;
      setState((s) => ({ ...s, blocks: read.items, blockSkipped: read.skipped, blocksPhase: 'ready' }));
    } catch (error) {
      console.error('[admin] loading blocks failed', error);
      if (gen === generation.current) setState((s) => ({ ...s, blocksPhase: 'error' }));
    }
  }, []);

  const run = useCallback(
    async (search: string) => {
      const gen = ++generation.current;
      cursor.current = null;
      setState((s) => ({ ...s, phase: 'loading', morePhase: 'idle', search }));
      countAdminUsers().then(
        (total) => gen === generation.current && setState((s) => ({ ...s, total })),
        (error: unknown) => console.error('[admin] counting users failed', error),
      );
      try {
        const page = await firstPage(search);
        if (gen !== generation.current) return;
        cursor.current = page.next;
        shown.current = page.items;
        setState((s) => ({ ...s, ...listed(page), phase: 'ready' }));
        await loadBlocks(page.items, gen);
      } catch (error) {
        console.error('[admin] loading users failed', error);
        if (gen === generation.current) setState((s) => ({ ...s, phase: 'error' }));
      }
    },
    [loadBlocks],
  );

  const loadMore = useCallback(async () => {
    const gen = generation.current;
    const after = cursor.current;
    if (!after) return;
    setState((s) => ({ ...s, morePhase: 'loading' }));
    try {
      const page = await listAdminUsersPage(after);
      if (gen !== generation.current) return;
      cursor.current = page.next;
      const all = [...shown.current, ...page.items];
      shown.current = all;
      setState((s) => ({
        ...s,
        users: all,
        skipped: [...s.skipped, ...page.skipped],
        hasMore: page.next !== null,
        morePhase: 'ready',
      }));
      await loadBlocks(all, gen);
    } catch (error) {
      console.error('[admin] loading more users failed', error);
      if (gen === generation.current) setState((s) => ({ ...s, morePhase: 'error' }));
    }
  }, [loadBlocks]);

  const refreshBlocks = useCallback(() => loadBlocks(shown.current, generation.current), [loadBlocks]);

  useEffect(() => {
    void run('');
  }, [run]);

  return { state, search: run, loadMore, refreshBlocks };
}

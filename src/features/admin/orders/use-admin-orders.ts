import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '../../../domain/types';
import {
  listAdminOrdersPage,
  searchAdminOrders,
  type AdminOrderFilters,
  type AdminOrdersCursor,
  type AdminOrdersPage,
} from '../../../lib/data/admin-orders';
import type { SkippedDoc } from '../../../lib/model/read-result';
import type { OrderDoc } from '../../../contracts/documents';
import { matchesFilters, serverFilters, type OrderFilters } from './orders-view';

/** How long typing must pause before the search runs. */
export const SEARCH_DELAY_MS = 300;

export interface AdminOrdersState {
  orders: OrderDoc[];
  /** Orders the lists could not read, named above the table. */
  skipped: SkippedDoc[];
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  hasMore: boolean;
  /** The search term the orders answer, '' for the filtered list. */
  searched: string;
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The first page for filters, or every exact match of a search term narrowed by the filters. */
async function firstPage(filters: AdminOrderFilters, term: string): Promise<AdminOrdersPage> {
  if (term === '') return listAdminOrdersPage(filters);
  const found = await searchAdminOrders(term);
  return {
    orders: found.items.filter((o) => matchesFilters(o, filters)),
    skipped: found.skipped,
    next: null,
  };
}

const INITIAL: AdminOrdersState = {
  orders: [],
  skipped: [],
  status: 'loading',
  loadingMore: false,
  hasMore: false,
  searched: '',
};

/** The list with a further page added (an order already listed is not listed twice). */
function withPage(s: AdminOrdersState, page: AdminOrdersPage): AdminOrdersState {
  const known = new Set(s.orders.map((o) => o.id));
  return {
    ...s,
    orders: [...s.orders, ...page.orders.filter((o) => !known.has(o.id))],
    skipped: [...s.skipped, ...page.skipped],
    status: 'ready',
    loadingMore: false,
    hasMore: page.next !== null,
  };
}

/**
 * The orders the Orders tab shows: the first page for the filters (queried on the server) on mount and whenever
 * the filters, the search or `refresh()` change, further pages with `loadMore()`. Local edits keep the list in
 * step after a write.
 */
export function useAdminOrders(filters: OrderFilters) {
  const [state, setState] = useState<AdminOrdersState>(INITIAL);
  const cursor = useRef<AdminOrdersCursor | null>(null);
  const generation = useRef(0);
  const [round, setRound] = useState(0);
  const term = useDebounced(filters.search.trim(), SEARCH_DELAY_MS);
  // One string for the query, so the effect reruns exactly when the query changes.
  const key = JSON.stringify(serverFilters(filters));

  useEffect(() => {
    const mine = ++generation.current;
    const query = JSON.parse(key) as AdminOrderFilters;
    setState((s) => ({ ...s, status: 'loading' }));
    firstPage(query, term).then(
      (page) => {
        if (mine !== generation.current) return;
        cursor.current = page.next;
        setState({
          orders: page.orders,
          skipped: page.skipped,
          status: 'ready',
          loadingMore: false,
          hasMore: page.next !== null,
          searched: term,
        });
      },
      (error: unknown) => {
        console.error('[admin] orders failed to load', error);
        if (mine === generation.current) setState((s) => ({ ...s, status: 'error' }));
      },
    );
  }, [key, term, round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);

  const loadMore = useCallback(() => {
    const after = cursor.current;
    if (!after) return;
    const mine = generation.current;
    setState((s) => ({ ...s, loadingMore: true }));
    listAdminOrdersPage(JSON.parse(key) as AdminOrderFilters, after).then(
      (page) => {
        if (mine !== generation.current) return;
        cursor.current = page.next;
        setState((s) => withPage(s, page));
      },
      (error: unknown) => {
        console.error('[admin] more orders failed to load', error);
        if (mine === generation.current) setState((s) => ({ ...s, loadingMore: false, status: 'error' }));
      },
    );
  }, [key]);

  const setStatusLocally = useCallback((ids: readonly string[], next: OrderStatus) => {
    const set = new Set(ids);
    const now = new Date();
    setState((s) => ({
      ...s,
      orders: s.orders.map((o) => (set.has(o.id) ? { ...o, status: next, updatedAt: now } : o)),
    }));
  }, []);

  const removeLocally = useCallback((ids: readonly string[]) => {
    const set = new Set(ids);
    setState((s) => ({ ...s, orders: s.orders.filter((o) => !set.has(o.id)) }));
  }, []);

  return { ...state, refresh, loadMore, setStatusLocally, removeLocally };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '../../domain/types';
import {
  listAdminOrdersPage,
  type AdminOrderServerFilters,
  type AdminOrdersCursor,
} from '../../lib/data/admin-orders';
import type { OrderDoc } from '../../lib/model/types';

export interface AdminOrdersState {
  orders: OrderDoc[];
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  hasMore: boolean;
}

/**
 * The loaded pages of orders for the server-side filters: the first page on mount and whenever the filters or
 * `refresh()` change it, further pages with `loadMore()`. Local edits keep the list in step after a write.
 */
export function useAdminOrders(filters: AdminOrderServerFilters) {
  const [state, setState] = useState<AdminOrdersState>({
    orders: [],
    status: 'loading',
    loadingMore: false,
    hasMore: false,
  });
  const cursor = useRef<AdminOrdersCursor | null>(null);
  const generation = useRef(0);
  const [round, setRound] = useState(0);
  const { status, appointmentDate } = filters;

  useEffect(() => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, status: 'loading' }));
    listAdminOrdersPage({ status, appointmentDate }).then(
      (page) => {
        if (mine !== generation.current) return;
        cursor.current = page.next;
        setState({ orders: page.orders, status: 'ready', loadingMore: false, hasMore: page.next !== null });
      },
      (error: unknown) => {
        console.error('[admin] orders failed to load', error);
        if (mine === generation.current) setState((s) => ({ ...s, status: 'error' }));
      },
    );
  }, [status, appointmentDate, round]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);

  const loadMore = useCallback(() => {
    const after = cursor.current;
    if (!after) return;
    const mine = generation.current;
    setState((s) => ({ ...s, loadingMore: true }));
    listAdminOrdersPage({ status, appointmentDate }, after).then(
      (page) => {
        if (mine !== generation.current) return;
        cursor.current = page.next;
        setState((s) => {
          const known = new Set(s.orders.map((o) => o.id));
          return {
            orders: [...s.orders, ...page.orders.filter((o) => !known.has(o.id))],
            status: 'ready',
            loadingMore: false,
            hasMore: page.next !== null,
          };
        });
      },
      (error: unknown) => {
        console.error('[admin] more orders failed to load', error);
        if (mine === generation.current) setState((s) => ({ ...s, loadingMore: false, status: 'error' }));
      },
    );
  }, [status, appointmentDate]);

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

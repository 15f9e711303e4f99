import { useState } from 'react';
import { MESSAGES } from '../../../domain/messages';
import type { OrderStatus } from '../../../domain/types';
import { deleteAdminOrders, updateAdminOrderStatus } from '../../../lib/data/admin-orders';
import type { AdminOrdersResponse } from '../../../contracts/booking-api';

/** One order a bulk action did not change, and why. */
export interface OrderFailure {
  id: string;
  reason: 'not found' | 'failed';
}

export type Notice = { tone: 'success' | 'error'; text: string; failures?: OrderFailure[] } | null;

interface Hooks {
  setNotice: (notice: Notice) => void;
  /** Called with the ids to drop from the selection once an action has answered. */
  deselect: (ids: readonly string[]) => void;
  changedLocally: (ids: readonly string[], status: OrderStatus) => void;
  removedLocally: (ids: readonly string[]) => void;
}

const failuresOf = (r: AdminOrdersResponse): OrderFailure[] => [
  ...r.notFound.map((id) => ({ id, reason: 'not found' as const })),
  ...r.failed.map((id) => ({ id, reason: 'failed' as const })),
];

/**
 * Status changes and deletes through the admin callables. A bulk action reports each order it could not change
 * and keeps the failed ones selected, so Apply retries exactly those; done and missing ones leave the selection.
 */
export function useOrderActions(hooks: Hooks) {
  const [busy, setBusy] = useState(false);
  const ok = (text: string) => hooks.setNotice({ tone: 'success', text });
  const fail = (text: string, failures?: OrderFailure[]) =>
    hooks.setNotice({ tone: 'error', text, failures });

  async function run(
    action: () => Promise<AdminOrdersResponse>,
    onAnswer: (r: AdminOrdersResponse) => void,
    onThrow: () => void,
  ) {
    setBusy(true);
    try {
      onAnswer(await action());
    } catch (error) {
      console.error('[admin] order action failed', error);
      onThrow();
    } finally {
      setBusy(false);
    }
  }

  const changeStatus = (ids: string[], status: OrderStatus, bulk: boolean) =>
    run(
      () => updateAdminOrderStatus(ids, status),
      (r) => {
        hooks.changedLocally(r.done, status);
        hooks.removedLocally(r.notFound);
        hooks.deselect([...r.done, ...r.notFound]);
        const failures = failuresOf(r);
        if (bulk) {
          if (failures.length) fail(MESSAGES.admin.bulkUpdateFailed, failures);
          else ok(MESSAGES.admin.bulkUpdated(r.done.length, status));
        } else if (r.done.includes(ids[0])) ok(MESSAGES.admin.statusUpdated(ids[0], status));
        else if (r.notFound.length) fail(MESSAGES.admin.orderNotFound);
        else fail(MESSAGES.admin.statusUpdateFailed);
      },
      () => fail(bulk ? MESSAGES.admin.bulkUpdateFailed : MESSAGES.admin.statusUpdateFailed),
    );

  const remove = (ids: string[], bulk: boolean) =>
    run(
      () => deleteAdminOrders(ids),
      (r) => {
        hooks.removedLocally([...r.done, ...r.notFound]);
        hooks.deselect([...r.done, ...r.notFound]);
        const failures = failuresOf(r);
        if (bulk) {
          if (failures.length) fail(MESSAGES.admin.bulkDeleteFailed, failures);
          else ok(MESSAGES.admin.bulkDeleted(r.done.length));
        } else if (r.done.includes(ids[0])) ok(MESSAGES.admin.orderDeleted(ids[0]));
        else if (r.notFound.length) fail(MESSAGES.admin.orderNotFound);
        else fail(MESSAGES.admin.deleteFailed);
      },
      () => fail(bulk ? MESSAGES.admin.bulkDeleteFailed : MESSAGES.admin.deleteFailed),
    );

  return { busy, changeStatus, remove, ok, fail };
}

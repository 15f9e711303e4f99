/**
 * The admin orders list's selection (spec section 10): at most 150 orders, and a bulk status change needs a status
 * and at least one order.
 *
 * API: ADMIN_SELECTION_MAX 150, toggleSelection(selected, id), selectAll(ids), validateBulkUpdate({status, selectedCount})
 */
import { MESSAGES } from './messages';
import { ORDER_STATUSES, type OrderStatus } from './types';
import type { Validation } from './validation';

export const ADMIN_SELECTION_MAX = 150;

/** Adds or removes one order from an admin selection, refusing a 151st. @example toggleSelection([], 'o1') // { selected: ['o1'], error: null } */
export function toggleSelection(
  selected: readonly string[],
  id: string,
): { selected: string[]; error: string | null } {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), error: null };
  if (selected.length >= ADMIN_SELECTION_MAX)
    return { selected: [...selected], error: MESSAGES.admin.selectionMax };
  return { selected: [...selected, id], error: null };
}

/** Select-all keeps the first 150. @example selectAll(ids).notice // 'Selected first 150 orders (maximum limit).' when ids.length > 150 */
export function selectAll(ids: readonly string[]): { selected: string[]; notice: string | null } {
  if (ids.length <= ADMIN_SELECTION_MAX) return { selected: [...ids], notice: null };
  return { selected: ids.slice(0, ADMIN_SELECTION_MAX), notice: MESSAGES.admin.selectionCapped };
}

/** @example validateBulkUpdate({ status: '', selectedCount: 3 }) // { ok: false, error: 'Please select a status to apply.' } */
export function validateBulkUpdate({
  status,
  selectedCount,
}: {
  status: string | null | undefined;
  selectedCount: number;
}): Validation<OrderStatus> {
  const chosen = ORDER_STATUSES.find((s) => s === (status ?? '').trim());
  if (chosen === undefined) return { ok: false, error: MESSAGES.admin.selectStatus };
  if (selectedCount < 1) return { ok: false, error: MESSAGES.admin.selectOrder };
  return { ok: true, value: chosen };
}

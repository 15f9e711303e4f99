// The payments WiPay took without an order, staff side (issue 39): the list (full and view-only admins) and marking
// one handled (full admins, audited). Both are callables: checkouts are server-only.
import type { AdminMarkRefundHandledResponse, NeedsRefundItem } from '../../contracts/admin-api';
import { callables } from '../callables';

/** The payments waiting for a refund, newest first. */
export async function listNeedsRefund(): Promise<NeedsRefundItem[]> {
  return (await callables.adminListNeedsRefund({})).items;
}

/** Marks the payment of checkout `checkoutId` handled (refunded in WiPay's portal, or owed nothing). */
export function markRefundHandled(checkoutId: string): Promise<AdminMarkRefundHandledResponse> {
  return callables.adminMarkRefundHandled({ checkoutId });
}

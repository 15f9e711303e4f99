// Pure helpers of the Audit Log tab: what an action code means to staff, and an entry's before -> after as lines.
import { businessDate, businessMinutesOfDay, formatShortDate, formatTime12 } from '../../../domain/calendar';
import { toDateValue } from '../../../contracts/normalize';

const ACTION_LABELS: Record<string, string> = {
  'order.status': 'Order status changed',
  'order.delete': 'Order deleted',
  'order.trade': 'Order traded',
  // Issue 46: the bay's actions in words (they showed as their codes).
  'order.checkIn': 'Car checked in at the bay',
  'order.complete': 'Car washed',
  'order.undoComplete': 'Washed undone',
  'order.noShow': 'Appointment missed',
  'order.excuse': 'Missed appointment excused',
  'order.refund': 'Refund requested',
  'order.paymentWithdrawn': 'Order cancelled: its payment was refunded or charged back',
  'rebookState.withdrawn': 'Fee-free special withdrawn: its fee was refunded or charged back',
  'payment.refunded': 'Refund completed by WiPay',
  'payment.refundRejected': 'Refund rejected by WiPay',
  'payment.chargebackPending': 'Chargeback opened: pass on hold',
  'payment.chargebackProcessed': 'Chargeback processed: money returned to the card',
  'payment.chargebackReleased': 'Chargeback released: pass restored',
  'payment.fraudConfirmed': 'Fraud confirmed: payment reversed',
  'checkout.refundHandled': 'Payment to refund marked handled',
  'block.create': 'User blocked',
  'block.delete': 'Block lifted',
  'login.unlock': 'Sign-in lock lifted',
  'claims.grant': 'Role granted',
  'claims.revoke': 'Role revoked',
};

/** The staff-facing name of an action code; unknown codes are shown as they are. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** An instant as the shop reads it: DD/MM/YYYY h:mm AM in business time. */
export function formatInstant(at: Date): string {
  return `${formatShortDate(businessDate(at))} ${formatTime12(businessMinutesOfDay(at))}`;
}

function isDateLike(value: unknown): boolean {
  return (
    value instanceof Date || (value !== null && typeof value === 'object' && toDateValue(value) !== null)
  );
}

/** An instant written as ISO text ('2026-11-25T14:05:00.000Z'), as the bay's audit entries store them. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** Field values the staff read in words, not as codes. */
const VALUE_WORDS: Record<string, string> = {
  'code+name': 'by hand: order code and first name',
  'code+phone': 'by hand: order code and last 4 phone digits',
  list: "by hand: from Today's list",
};

/**
 * One stored value as text: dates (Timestamps and ISO text included) in business time, manual check-in codes in
 * words, maps as JSON, none as '—'.
 */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (isDateLike(value)) return formatInstant(toDateValue(value)!);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatInstant(new Date(value));
  if (typeof value === 'string' && VALUE_WORDS[value]) return VALUE_WORDS[value];
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

/** Every field of before or after, in a stable order, with its two values; unchanged fields are left out. */
export function changeLines(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields
    .map((field) => ({
      field,
      before: describeValue(before?.[field]),
      after: describeValue(after?.[field]),
    }))
    .filter((line) => line.before !== line.after);
}

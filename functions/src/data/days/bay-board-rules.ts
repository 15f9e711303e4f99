// The bay board as pure data (no Firestore here; bay-board.ts reads and writes it): where a stored order shows
// on bayBoard/{YYYY-MM-DD} and as what (src/contracts/bay-api.ts BayBoardEntry). One builder, used by the order
// trigger, the rebuild and the demo seed alike.
//   Day: the appointment's business date (a drive-in order's appointmentDate is its purchase date).
//   State: noShow -> 'missed'; completed -> 'washed'; confirmed/trading with checkedInAt -> 'arrived', without ->
//   'due'; any other cancelled order -> 'cancelled'. An unknown status or an unreadable day: not on the board.
// No contact details: the first name only (the first word of users/{uid}.name), never the e-mail, phone or surname.
import { businessDate, slotInstant } from '../../../../src/domain/calendar';
import type { IsoDate } from '../../../../src/domain/types';
import {
  ledgerLines,
  orderLedger,
  paymentsOnOrder,
  type LedgerOrder,
} from '../../../../src/domain/order-ledger';
import { toPriceValue, toTextValue } from '../../../../src/contracts/normalize';
import type { BayBoardEntry, BayBoardState } from '../../../../src/contracts/bay-api';
import { toDate } from '../booking-docs';

export interface BoardPlacement {
  date: IsoDate;
  entry: BayBoardEntry;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first word of a profile's name, or '' (a missing, empty or non-text name). */
export function firstNameOf(name: unknown): string {
  const text = toTextValue(name)?.trim() ?? '';
  return text.split(/\s+/)[0] ?? '';
}

function boardDay(data: Record<string, unknown>): IsoDate | null {
  const stored = data.appointmentDate;
  if (typeof stored === 'string' && ISO_DAY.test(stored.trim())) return stored.trim();
  const at = toDate(stored === undefined ? data.appointmentDateTime : stored);
  return at ? businessDate(at) : null;
}

/** The state of a stored order on the board, or null for a status the board does not know. */
export function boardState(data: Record<string, unknown>): BayBoardState | null {
  const status = typeof data.status === 'string' ? data.status.trim().toLowerCase() : '';
  if (data.noShow === true) return 'missed';
  if (status === 'completed') return 'washed';
  if (status === 'confirmed' || status === 'trading') return toDate(data.checkedInAt) ? 'arrived' : 'due';
  if (status === 'cancelled') return 'cancelled';
  return null;
}

function appointmentAtOf(data: Record<string, unknown>, date: IsoDate, time: string): string | null {
  const stored = toDate(data.appointmentDateTime);
  if (stored) return stored.toISOString();
  try {
    return slotInstant(date, time).toISOString();
  } catch {
    return null;
  }
}

const iso = (value: unknown): string | null => toDate(value)?.toISOString() ?? null;

/**
 * Where order `orderId` (its stored fields `data`) shows on the bay board, or null when it shows nowhere (no order,
 * an unknown status, no readable day). `firstName` is the owner's, from their profile.
 * @example boardPlacementOf('ORDER-1', { status: 'confirmed', appointmentDate: '2026-11-24', appointmentTime: '7:10 AM', ... }, 'Alice')
 *          // { date: '2026-11-24', entry: { orderId: 'ORDER-1', state: 'due', firstName: 'Alice', ... } }
 */
export function boardPlacementOf(
  orderId: string,
  data: Record<string, unknown> | undefined,
  firstName: string,
): BoardPlacement | null {
  if (!data) return null;
  const state = boardState(data);
  const date = boardDay(data);
  if (!state || !date) return null;
  const driveIn = data.serviceType === 'drive-in';
  const time = driveIn ? '' : (toTextValue(data.appointmentTime)?.trim() ?? '');
  const plate = typeof data.numberPlate === 'string' && data.numberPlate ? data.numberPlate : null;
  return {
    date,
    entry: {
      orderId,
      orderCode: toTextValue(data.orderCode) ?? '',
      firstName,
      serviceName: (toTextValue(data.serviceName) ?? '').trim(),
      serviceType: driveIn ? 'drive-in' : 'appointment',
      appointmentType: data.appointmentType === 'special' ? 'special' : 'free',
      numberPlate: plate,
      appointmentTime: time,
      appointmentAt: driveIn ? null : appointmentAtOf(data, date, time),
      state,
      checkedInAt: iso(data.checkedInAt),
      completedAt: iso(data.completedAt),
      ...collectOf(data),
    },
  };
}

/** The bay's line of the order's ledger (what to collect) and its amount, from the order's stored fields. */
function collectOf(data: Record<string, unknown>): { collect: string; dueCents: number } {
  const fee = data.specialFeePaid as { cents?: unknown; paymentReference?: unknown } | undefined;
  const order: LedgerOrder = {
    userId: toTextValue(data.userId) ?? '',
    status:
      data.status === 'cancelled' ? 'cancelled' : data.status === 'completed' ? 'completed' : 'confirmed',
    serviceName: toTextValue(data.serviceName) ?? '',
    serviceType: data.serviceType === 'drive-in' ? 'drive-in' : 'appointment',
    appointmentType: data.appointmentType === 'special' ? 'special' : 'free',
    price: toPriceValue(data.price) ?? 0,
    tradedAt: data.tradedAt ? new Date(0) : null,
    specialFeePaid:
      fee && typeof fee.cents === 'number'
        ? { cents: fee.cents, paymentReference: String(fee.paymentReference ?? '') }
        : null,
    specialFeeWaivedBy: toTextValue(data.specialFeeWaivedBy),
    paymentProcessor: toTextValue(data.paymentProcessor),
    refundStatus:
      data.refundStatus === 'refunded' || data.refundStatus === 'requested' ? data.refundStatus : null,
  };
  // Payment instants do not matter to what is due; the ledger is told as of the end of time.
  const ledger = orderLedger(order, paymentsOnOrder({ ...order, createdAt: null }), new Date(8.64e15));
  return { collect: ledgerLines(ledger).bay, dueCents: ledger.dueAtBranchCents };
}

/** The owner of a stored order ('' when unreadable): whose first name the entry shows. */
export const ownerOf = (data: Record<string, unknown> | undefined): string => toTextValue(data?.userId) ?? '';

const ENTRY_KEYS: readonly (keyof BayBoardEntry)[] = [
  'orderId',
  'orderCode',
  'firstName',
  'serviceName',
  'serviceType',
  'appointmentType',
  'numberPlate',
  'appointmentTime',
  'appointmentAt',
  'state',
  'checkedInAt',
  'completedAt',
  'collect',
  'dueCents',
];

/** Same entry, field by field (both absent counts as the same). */
export function sameBoardEntry(a: BayBoardEntry | undefined, b: BayBoardEntry | undefined): boolean {
  return a === b || (!!a && !!b && ENTRY_KEYS.every((k) => a[k] === b[k]));
}

/** A stored entry as the board's type, or undefined when it is not one (the next write replaces it). */
export function readBoardEntry(value: unknown): BayBoardEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const text = (k: string) => typeof v[k] === 'string';
  const textOrNull = (k: string) => v[k] === null || typeof v[k] === 'string';
  const ok =
    ['orderId', 'orderCode', 'firstName', 'serviceName', 'serviceType', 'appointmentType'].every(text) &&
    ['appointmentTime', 'state'].every(text) &&
    ['numberPlate', 'appointmentAt', 'checkedInAt', 'completedAt'].every(textOrNull);
  return ok ? (v as unknown as BayBoardEntry) : undefined;
}

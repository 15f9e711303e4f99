/**
 * Why a customer is blocked: a block record keeps each cause with its own end, and the block lasts as long as its
 * longest cause. Lifting one cause (staff excuse a miss) leaves the others in force.
 *
 * API:
 *   STAFF_CAUSE ('staff')                  the block staff gave (adminBlockUser); one per record, a new one replaces it
 *   noShowCauseId(orderId)                 'noShow_<orderId>': the block a missed free appointment caused
 *   noShowBlockReason(orderId)             the reason the no-show job writes
 *   legacyCauseId({ reason, noShowOrderId }) -> the one cause a record written before causes existed stands for
 *   liveCauses(causes, now)                the causes still running at `now` (until > now)
 *   blockEnd(causes)                       the cause that ends last (its end is the block's end), or null
 *   withCause(causes, id, cause, now)      the live causes with `id` added or replaced
 *   withoutCause(causes, id, now)          the live causes without `id`, and the cause removed (or null)
 *
 * Decided: the record's `blockUntil` and `reason` stay the block's effective end and the reason of the cause that
 * ends last, so every reader (eligibility, the booking gate, the Users tab, the rules) reads one end as before.
 * A cause that has ended is dropped whenever the record is written. A record written before causes existed has one
 * end and maybe `noShowOrderId`; the old staff write merged into a miss's record and kept that marker, so the marker
 * alone does not prove the miss is still the cause: it is the miss's only while the record's reason is still the
 * one the no-show job (or the demo seed) wrote; otherwise the record is read as staff's.
 */

export const STAFF_CAUSE = 'staff';
const NO_SHOW_PREFIX = 'noShow_';
const NO_SHOW_REASON = 'Missed a free appointment';

export interface BlockCause {
  /** The instant this cause stops blocking. */
  until: Date;
  reason: string;
  /** Who gave it: 'staff' (the audit log names the admin; the customer reads this document) or the no-show job's actor. */
  by: string;
  /** When it was given. */
  at: Date;
  /** The missed order, for a no-show cause. */
  orderId?: string;
}

export type BlockCauses = Readonly<Record<string, BlockCause>>;

function requireTime(value: Date, name: string): number {
  const ms = value instanceof Date ? value.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw new RangeError(`${name} must be a valid Date`);
  return ms;
}

/** @example noShowCauseId('ORDER-1') // 'noShow_ORDER-1' */
export function noShowCauseId(orderId: string): string {
  if (!orderId) throw new RangeError('orderId is required');
  return `${NO_SHOW_PREFIX}${orderId}`;
}

/** @example noShowBlockReason('ORDER-1') // 'Missed a free appointment (ORDER-1)' */
export function noShowBlockReason(orderId: string): string {
  if (!orderId) throw new RangeError('orderId is required');
  return `${NO_SHOW_REASON} (${orderId})`;
}

/**
 * The cause a record without `causes` stands for: the miss named by `noShowOrderId` while the reason is still the
 * no-show job's, otherwise staff's.
 * @example legacyCauseId({ reason: 'Missed a free appointment (O-1)', noShowOrderId: 'O-1' }) // 'noShow_O-1'
 * @example legacyCauseId({ reason: 'abusive at the bay', noShowOrderId: 'O-1' }) // 'staff'
 */
export function legacyCauseId(record: { reason: string; noShowOrderId: string | null }): string {
  const { reason, noShowOrderId } = record;
  return noShowOrderId && reason.startsWith(NO_SHOW_REASON) ? noShowCauseId(noShowOrderId) : STAFF_CAUSE;
}

/** The causes still blocking at `now` (half-open: a cause ending at `now` has ended). */
export function liveCauses(causes: BlockCauses, now: Date): BlockCauses {
  const at = requireTime(now, 'now');
  return Object.fromEntries(Object.entries(causes).filter(([, c]) => requireTime(c.until, 'until') > at));
}

/**
 * The cause that ends last, whose end is the block's; staff's wins a tie (its reason is shown). Null when none.
 * @example blockEnd({ staff: { until: d60, ... }, noShow_O: { until: d7, ... } }) // { id: 'staff', cause: ... }
 */
export function blockEnd(causes: BlockCauses): { id: string; cause: BlockCause } | null {
  let best: { id: string; cause: BlockCause } | null = null;
  for (const id of Object.keys(causes).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))) {
    const cause = causes[id]!;
    if (!best || requireTime(cause.until, 'until') > best.cause.until.getTime()) best = { id, cause };
  }
  return best;
}

const rank = (id: string): number => (id === STAFF_CAUSE ? 0 : 1);

/** The live causes at `now` with `id` set to `cause` (a cause of the same id is replaced). */
export function withCause(causes: BlockCauses, id: string, cause: BlockCause, now: Date): BlockCauses {
  if (!id) throw new RangeError('cause id is required');
  requireTime(cause.until, 'until');
  return liveCauses({ ...causes, [id]: cause }, now);
}

/** The live causes at `now` without `id`, and the cause that was removed (null when there was none). */
export function withoutCause(
  causes: BlockCauses,
  id: string,
  now: Date,
): { causes: BlockCauses; removed: BlockCause | null } {
  const { [id]: removed, ...rest } = causes;
  return { causes: liveCauses(rest, now), removed: removed ?? null };
}

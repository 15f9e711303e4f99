/**
 * How long one account may keep seats held: a budget of held-seat time per rolling window (docs/threat-model.md:
 * 40 minutes an hour), charged by every hold and every extension of a hold when it is granted.
 *
 * API:
 *   seatTimeInWindow(charges, now, windowMs) -> SeatTimeCharge[]   (the charges that still count; prune storage with it)
 *   chargeSeatTime({charges, ms, now, limitMs, windowMs})
 *     -> {allowed: true, charges, usedMs} | {allowed: false, usedMs, retryAt}
 *
 * Rules: a charge granted at t counts on the half-open interval [t, t + windowMs); a charge dated in the future
 * (clock changes) still counts. A new charge fits when the charges that count plus it stay at or under the limit
 * (exactly the limit is allowed). A refused charge says when it would fit (`retryAt`: the oldest charges run out).
 * A charge of 0 ms (an extension that does not extend) always fits and is not stored.
 */

/** One grant of held-seat time: when (epoch ms) and how long it held the seat (ms). */
export interface SeatTimeCharge {
  at: number;
  ms: number;
}

export type SeatTimeDecision =
  | { allowed: true; charges: SeatTimeCharge[]; usedMs: number }
  | { allowed: false; usedMs: number; retryAt: Date };

function assertMs(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative number, got ${value}`);
}

function assertNow(now: Date): void {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
}

/**
 * The charges that still count at `now`, oldest first.
 * @example seatTimeInWindow([{ at: 0, ms: 120_000 }], new Date(3_600_000), 3_600_000) // []
 */
export function seatTimeInWindow(
  charges: readonly SeatTimeCharge[],
  now: Date,
  windowMs: number,
): SeatTimeCharge[] {
  assertNow(now);
  assertMs(windowMs, 'windowMs');
  return charges
    .filter((charge) => {
      if (!Number.isFinite(charge.at)) throw new RangeError('a seat-time charge has no valid time');
      assertMs(charge.ms, 'a charge');
      return now.getTime() < charge.at + windowMs;
    })
    .sort((a, b) => a.at - b.at);
}

/**
 * Whether `ms` more of held-seat time fits the account's budget at `now`; if so, the charges to store.
 * @example chargeSeatTime({ charges: [], ms: 120_000, now, limitMs: 2_400_000, windowMs: 3_600_000 })
 *   // { allowed: true, charges: [{ at: now.getTime(), ms: 120_000 }], usedMs: 120_000 }
 */
export function chargeSeatTime(input: {
  charges: readonly SeatTimeCharge[];
  ms: number;
  now: Date;
  limitMs: number;
  windowMs: number;
}): SeatTimeDecision {
  const { ms, now, limitMs, windowMs } = input;
  assertMs(ms, 'ms');
  assertMs(limitMs, 'limitMs');
  if (ms > limitMs) throw new RangeError(`a charge of ${ms} ms can never fit a budget of ${limitMs} ms`);
  const counting = seatTimeInWindow(input.charges, now, windowMs);
  const usedMs = counting.reduce((sum, charge) => sum + charge.ms, 0);
  if (usedMs + ms <= limitMs) {
    const charges = ms > 0 ? [...counting, { at: now.getTime(), ms }] : counting;
    return { allowed: true, charges, usedMs: usedMs + ms };
  }
  // The oldest charges run out first: the new one fits once enough of them have (at the latest when all have,
  // since it is within the limit on its own).
  let left = usedMs;
  const last = counting.find((charge) => {
    left -= charge.ms;
    return left + ms <= limitMs;
  })!;
  return { allowed: false, usedMs, retryAt: new Date(last.at + windowMs) };
}

/**
 * The server's clock as the client knows it: the offset between the device's clock and the server's, learned
 * from one round trip, and the notice shown when the device's clock is far off. Pure: every clock reading is an
 * argument.
 *
 * API:
 *   offsetFromRoundTrip({ sentAtMs, receivedAtMs, serverDateMs, serverResolutionMs }) -> server - device, in ms
 *   clockJumped({ baseline, current, toleranceMs }) -> the device clock moved against the monotonic one (a sleep
 *                                                      or a manual change): measure again
 *   CLOCK_NOTICE_THRESHOLD_MS (2 minutes)   clockOffsetNotice(offsetMs) -> the notice's text, or null
 *   describeClockDistance(ms) -> '5 days', '3 hours', '1 hour 20 minutes', '7 minutes'
 */
import { CLOCK_TEXT } from './messages';

/** Offsets beyond this are told to the customer (smaller ones are only corrected silently). */
export const CLOCK_NOTICE_THRESHOLD_MS = 2 * 60_000;

/** How far the device clock may drift from the monotonic clock between two checks before the offset is re-measured. */
export const CLOCK_JUMP_TOLERANCE_MS = 2_000;

export interface RoundTrip {
  /** Device clock (epoch ms) just before the request left. */
  sentAtMs: number;
  /** Device clock (epoch ms) just after the answer arrived. */
  receivedAtMs: number;
  /** The server's clock as the answer states it (epoch ms), e.g. an HTTP `Date` header (+ `Age`). */
  serverDateMs: number;
  /** The unit the server's clock is stated in: 1000 for an HTTP date (whole seconds, truncated), 1 for ms. */
  serverResolutionMs?: number;
}

/**
 * The server's clock minus the device's, in ms: the server read its clock somewhere inside the round trip, so its
 * reading is matched with the round trip's midpoint; a reading truncated to whole seconds is taken at the middle
 * of its second. Error at most half the round trip plus half the resolution.
 * @example offsetFromRoundTrip({ sentAtMs: 1_000, receivedAtMs: 1_200, serverDateMs: 60_000 }) // 59_400
 */
export function offsetFromRoundTrip({
  sentAtMs,
  receivedAtMs,
  serverDateMs,
  serverResolutionMs = 1000,
}: RoundTrip): number {
  for (const [name, value] of Object.entries({ sentAtMs, receivedAtMs, serverDateMs, serverResolutionMs })) {
    if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
  }
  if (receivedAtMs < sentAtMs) throw new RangeError('receivedAtMs must not be before sentAtMs');
  if (serverResolutionMs < 1) throw new RangeError('serverResolutionMs must be at least 1');
  const serverMid = serverDateMs + (serverResolutionMs === 1 ? 0 : serverResolutionMs / 2);
  return Math.round(serverMid - (sentAtMs + receivedAtMs) / 2);
}

/** A pair of readings of the device's wall clock and its monotonic clock (performance.now) taken together. */
export interface ClockReading {
  wallMs: number;
  monoMs: number;
}

/**
 * True when the wall clock advanced differently from the monotonic clock since `baseline`: the device slept
 * (the monotonic clock of some systems pauses) or someone set its clock. The offset must then be measured again.
 * @example clockJumped({ baseline: { wallMs: 0, monoMs: 0 }, current: { wallMs: 600_000, monoMs: 1_000 } }) // true
 */
export function clockJumped({
  baseline,
  current,
  toleranceMs = CLOCK_JUMP_TOLERANCE_MS,
}: {
  baseline: ClockReading;
  current: ClockReading;
  toleranceMs?: number;
}): boolean {
  const wall = current.wallMs - baseline.wallMs;
  const mono = current.monoMs - baseline.monoMs;
  return Math.abs(wall - mono) > toleranceMs;
}

const UNITS = [
  { ms: 86_400_000, one: 'day', many: 'days' },
  { ms: 3_600_000, one: 'hour', many: 'hours' },
  { ms: 60_000, one: 'minute', many: 'minutes' },
] as const;

/**
 * A distance in time in words, to the minute, at most its two largest units.
 * @example describeClockDistance(5 * 86_400_000) // '5 days'; describeClockDistance(80 * 60_000) // '1 hour 20 minutes'
 */
export function describeClockDistance(ms: number): string {
  if (!Number.isFinite(ms)) throw new RangeError(`ms must be a finite number, got ${ms}`);
  let minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes === 0) return 'less than a minute';
  const parts: string[] = [];
  for (const unit of UNITS) {
    const perUnit = unit.ms / 60_000;
    const count = Math.floor(minutes / perUnit);
    minutes -= count * perUnit;
    if (count > 0 && parts.length < 2) parts.push(`${count} ${count === 1 ? unit.one : unit.many}`);
    else if (parts.length > 0) break;
  }
  return parts.join(' ');
}

/**
 * The notice for a device clock `offsetMs` away from the server's (offset = server - device), or null when it is
 * within CLOCK_NOTICE_THRESHOLD_MS.
 * @example clockOffsetNotice(-5 * 86_400_000) // "Your phone's clock is 5 days ahead. Times shown here follow …"
 */
export function clockOffsetNotice(offsetMs: number): string | null {
  if (!Number.isFinite(offsetMs)) throw new RangeError(`offsetMs must be a finite number, got ${offsetMs}`);
  if (Math.abs(offsetMs) <= CLOCK_NOTICE_THRESHOLD_MS) return null;
  return CLOCK_TEXT.deviceClockOff(describeClockDistance(offsetMs), offsetMs < 0 ? 'ahead' : 'behind');
}

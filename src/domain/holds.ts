/**
 * Temporary holds and the countdowns shown while a user books or pays.
 *
 * API:
 *   HOLD_LIFETIME_MS (120 000)                holdExpiresAt(createdAt) -> Date      isHoldLive(hold, now)
 *   secondsLeft(expiresAt, now) -> whole seconds, rounded up, never negative
 *   formatCountdown(seconds) -> 'M:SS'
 *   BOOKING_COUNTDOWN_SECONDS (120)           bookingCountdownStage(seconds) -> CountdownStage   (60 / 30)
 *   PAYMENT_COUNTDOWN_STAGES                  paymentCountdownStage(seconds) -> CountdownStage   (180 / 60)
 *   TRADE_HURRY_SECONDS (30)                  showTradeHurry(seconds)
 *
 * Stages: 'normal' above the first threshold, 'warning' at or below it, 'critical' at or below the second.
 */

export const HOLD_LIFETIME_MS = 120_000;
export const BOOKING_COUNTDOWN_SECONDS = 120;
export const BOOKING_COUNTDOWN_STAGES = { warning: 60, critical: 30 } as const;
export const PAYMENT_COUNTDOWN_STAGES = { warning: 180, critical: 60 } as const;
export const TRADE_HURRY_SECONDS = 30;

export type CountdownStage = 'normal' | 'warning' | 'critical';

function assertDate(value: Date, name: string): void {
  if (!(value instanceof Date) || Number.isNaN(value.getTime()))
    throw new RangeError(`${name} must be a valid Date`);
}

function assertSeconds(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new RangeError(`seconds must be a non-negative number, got ${seconds}`);
}

/** When a hold created at `createdAt` expires. @example holdExpiresAt(new Date('2026-11-23T11:00:00Z')) // 11:02:00Z */
export function holdExpiresAt(createdAt: Date): Date {
  assertDate(createdAt, 'createdAt');
  return new Date(createdAt.getTime() + HOLD_LIFETIME_MS);
}

/** A hold is live on the half-open interval [createdAt, expiresAt). @example isHoldLive({ expiresAt }, expiresAt) // false */
export function isHoldLive(hold: { expiresAt: Date }, now: Date): boolean {
  assertDate(hold.expiresAt, 'expiresAt');
  assertDate(now, 'now');
  return now.getTime() < hold.expiresAt.getTime();
}

/** Whole seconds remaining, rounded up so "0" means expired. @example secondsLeft(new Date(5_500), new Date(0)) // 6 */
export function secondsLeft(expiresAt: Date, now: Date): number {
  assertDate(expiresAt, 'expiresAt');
  assertDate(now, 'now');
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}

/** @example formatCountdown(125) // '2:05' */
export function formatCountdown(seconds: number): string {
  assertSeconds(seconds);
  const whole = Math.ceil(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function stage(seconds: number, thresholds: { warning: number; critical: number }): CountdownStage {
  assertSeconds(seconds);
  if (seconds <= thresholds.critical) return 'critical';
  if (seconds <= thresholds.warning) return 'warning';
  return 'normal';
}

/** Colour stage of the 120 s booking countdown. @example bookingCountdownStage(60) // 'warning' */
export function bookingCountdownStage(seconds: number): CountdownStage {
  return stage(seconds, BOOKING_COUNTDOWN_STAGES);
}

/** Colour stage of the payment countdown. @example paymentCountdownStage(181) // 'normal' */
export function paymentCountdownStage(seconds: number): CountdownStage {
  return stage(seconds, PAYMENT_COUNTDOWN_STAGES);
}

/** Whether the trade page shows its hurry message. @example showTradeHurry(30) // true */
export function showTradeHurry(seconds: number): boolean {
  assertSeconds(seconds);
  return seconds <= TRADE_HURRY_SECONDS;
}

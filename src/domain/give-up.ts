/**
 * Giving up (deleting) an appointment.
 *
 * API:
 *   GIVE_UP_MIN_LEAD_MS (2 h)   MAX_DELETIONS_PER_WINDOW (2)   DELETION_WINDOW_MS (24 h)
 *   deletionsInWindow(history, now) -> Date[]       (the timestamps that still count; use it to prune storage)
 *   checkGiveUp({order, deletionHistory, now}) -> {allowed: true} | {allowed: false, reason: GiveUpRefusal}
 *   giveUpRefusalMessage(reason) -> string
 *
 * Rules: refused for an order being traded (status 'trading') or obtained by trade (`tradedFrom` set); refused
 * unless MORE than 2 hours remain before the appointment (exactly 2 h is refused); refused when 2 deletions already
 * fall in the rolling window. A deletion at t counts on the half-open interval [t, t + 24 h); timestamps in the
 * future (clock changes) still count.
 */
import { slotInstant } from './calendar';
import { DOMAIN_TEXT, MESSAGES } from './messages';
import type { OrderLike } from './types';
import { isOpenStatus } from './types';

const HOUR_MS = 3_600_000;
export const GIVE_UP_MIN_LEAD_MS = 2 * HOUR_MS;
export const MAX_DELETIONS_PER_WINDOW = 2;
export const DELETION_WINDOW_MS = 24 * HOUR_MS;

export type GiveUpRefusal = 'not-open' | 'trading' | 'traded' | 'too-close' | 'limit';
export type GiveUpCheck = { allowed: true } | { allowed: false; reason: GiveUpRefusal };

export interface GiveUpOrder extends Pick<OrderLike, 'status' | 'appointmentDate' | 'appointmentTime'> {
  /** Id of the order this one was traded from, when the user obtained it by trade. */
  tradedFrom?: string | null;
}

/** Deletions that still count at `now`. @example deletionsInWindow([new Date(0)], new Date(86_400_000)) // [] */
export function deletionsInWindow(history: readonly Date[], now: Date): Date[] {
  return history.filter((t) => {
    if (Number.isNaN(t.getTime())) throw new RangeError('deletion history holds an invalid Date');
    return now.getTime() < t.getTime() + DELETION_WINDOW_MS;
  });
}

/**
 * May this order be given up now?
 * @example checkGiveUp({ order, deletionHistory: [], now }) // { allowed: true }
 */
export function checkGiveUp({
  order,
  deletionHistory,
  now,
}: {
  order: GiveUpOrder;
  deletionHistory: readonly Date[];
  now: Date;
}): GiveUpCheck {
  if (order.status === 'trading') return { allowed: false, reason: 'trading' };
  if (!isOpenStatus(order.status)) return { allowed: false, reason: 'not-open' };
  if (order.tradedFrom) return { allowed: false, reason: 'traded' };
  const lead = slotInstant(order.appointmentDate, order.appointmentTime).getTime() - now.getTime();
  if (lead <= GIVE_UP_MIN_LEAD_MS) return { allowed: false, reason: 'too-close' };
  if (deletionsInWindow(deletionHistory, now).length >= MAX_DELETIONS_PER_WINDOW) {
    return { allowed: false, reason: 'limit' };
  }
  return { allowed: true };
}

/** @example giveUpRefusalMessage('limit') // 'You have reached the limit of 2 order deletions within 24 hours. ...' */
export function giveUpRefusalMessage(reason: GiveUpRefusal): string {
  switch (reason) {
    case 'trading':
    case 'traded':
      return MESSAGES.giveUp.traded;
    case 'limit':
      return MESSAGES.giveUp.limitReached;
    case 'too-close':
      return DOMAIN_TEXT.giveUpTooClose;
    case 'not-open':
      return DOMAIN_TEXT.giveUpNotOpen;
  }
}

/**
 * The waitlist of full times (issue 44): who may wait for which seats, in which order, and what an offer says.
 * Pure: `now` is an argument. The server (functions/src/data/waitlist/) decides with these, the account page shows
 * the place in line with them.
 *
 * API:
 *   WAITLIST_SETTINGS {offerMinutes 10, maxEntries 3, ignoredOffersLimit 3}
 *   windowIncludes(window, time) -> boolean        isWindowValid(window, type) -> boolean
 *   offerExpiresAt(now) -> Date                    placeInLine(entry, line) -> 1-based place | null
 *   isLateDecline(expiresAt, now) -> boolean       (an offer given back in its last minutes counts as ignored)
 *   entriesAsAppointments(entries) -> OrderLike[]  (the 3-open-appointments rule counts entries as bookings)
 *   offerFacts(offer) -> {subject, lines}          (the offer's e-mail and in-app notice, one wording)
 */
import { TODAY_LEAD_MINUTES, isBookableSlot, slotTimes } from './slots';
import type { AppointmentType, IsoDate, OrderLike, Time12 } from './types';

export const WAITLIST_SETTINGS = {
  /** How long the server holds a freed seat for the customer it offers it to. */
  offerMinutes: 10,
  /** Open entries (waiting or offered) per customer. */
  maxEntries: 3,
  /** Offers left to expire in a row before the customer's entries leave the line. */
  ignoredOffersLimit: 3,
  /** An offer given back with less than this left counts as ignored (else sitting on it, then releasing, dodges). */
  lateDeclineMinutes: 5,
  /** Joins a customer may make in an hour (each leaves a document the line's readers read, left or not). */
  joinsPerHour: 10,
  /** Hours a customer closed out for ignored offers waits before joining again (else the bound resets at once). */
  rejoinAfterRemovalHours: 24,
  /** A seat freed this close to its time is not offered (the spec's lead time). */
  leadMinutes: TODAY_LEAD_MINUTES,
} as const;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'left', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** The entries that still wait for a seat (and count as bookings-to-be). */
export const OPEN_WAITLIST_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];

export const OFFER_OUTCOMES = ['open', 'taken', 'expired', 'declined', 'void'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/** A window of times on one date: one time (`from === to`) or any time from `from` to `to`, both included. */
export interface WaitWindow {
  from: Time12;
  to: Time12;
}

const minutesOf = (time: Time12): number => {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) return Number.NaN;
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
};

/** @example windowIncludes({ from: '10:10 AM', to: '11:00 AM' }, '10:40 AM') // true */
export function windowIncludes(window: WaitWindow, time: Time12): boolean {
  const at = minutesOf(time);
  return at >= minutesOf(window.from) && at <= minutesOf(window.to);
}

/** Both ends on the type's grid and in order. @example isWindowValid({ from: '10:10 AM', to: '9:10 AM' }, 'free') // false */
export function isWindowValid(window: WaitWindow, type: AppointmentType): boolean {
  const grid = slotTimes(type);
  return (
    grid.includes(window.from) && grid.includes(window.to) && minutesOf(window.from) <= minutesOf(window.to)
  );
}

/** The type's times inside a window. */
export function windowTimes(window: WaitWindow, type: AppointmentType): Time12[] {
  return slotTimes(type).filter((time) => windowIncludes(window, time));
}

/** The window's times on `date` still bookable at `now` (date offered, lead time). */
export function bookableWindowTimes(
  window: WaitWindow,
  date: IsoDate,
  type: AppointmentType,
  now: Date,
): Time12[] {
  return windowTimes(window, type).filter((time) => isBookableSlot({ date, time, type, now }));
}

/** True when an offer given back at `now` was sat on: less than lateDeclineMinutes of it were left (counts as ignored). */
export function isLateDecline(expiresAt: number, now: Date): boolean {
  return expiresAt - now.getTime() < WAITLIST_SETTINGS.lateDeclineMinutes * 60_000;
}

export function offerExpiresAt(now: Date): Date {
  return new Date(now.getTime() + WAITLIST_SETTINGS.offerMinutes * 60_000);
}

/** What the line of one day is ordered on and who is in it. */
export interface LineEntry {
  id: string;
  status: WaitlistStatus;
  /** Epoch millis of the server's time of joining. */
  joinedAt: number;
}

/** The entry's 1-based place among the day's open entries by joining time, or null when it no longer waits. */
export function placeInLine(entry: LineEntry, line: readonly LineEntry[]): number | null {
  if (!OPEN_WAITLIST_STATUSES.includes(entry.status)) return null;
  const ahead = line.filter(
    (other) =>
      OPEN_WAITLIST_STATUSES.includes(other.status) &&
      (other.joinedAt < entry.joinedAt || (other.joinedAt === entry.joinedAt && other.id < entry.id)),
  );
  return ahead.length + 1;
}

/** An open entry as the appointment rules see it: a booking-to-be on its date, at the start of its window. */
export interface EntryAsBooking {
  id: string;
  userId: string;
  date: IsoDate;
  location: string;
  type: AppointmentType;
  from: Time12;
}

export function entriesAsAppointments(entries: readonly EntryAsBooking[]): OrderLike[] {
  return entries.map((entry) => ({
    id: `waitlist:${entry.id}`,
    userId: entry.userId,
    status: 'confirmed',
    appointmentDate: entry.date,
    appointmentTime: entry.from,
    appointmentType: entry.type,
    location: entry.location,
  }));
}

/** What an offer is about: the seat held and until when (business time text made by the caller). */
export interface OfferFacts {
  date: IsoDate;
  time: Time12;
  type: AppointmentType;
  location: string;
  /** e.g. '10:20 AM' in business time. */
  heldUntil: string;
  link: string;
}

export const WAITLIST_TEXT = {
  offerSubject: 'A seat from the waitlist is held for you',
  removedSubject: 'You have left the waitlist',
  removed: `You did not answer ${WAITLIST_SETTINGS.ignoredOffersLimit} offers in a row, so your waitlist entries were closed. You can join again from Select Time after ${WAITLIST_SETTINGS.rejoinAfterRemovalHours} hours.`,
  join: 'Join the waitlist',
  leave: 'Leave',
} as const;

/** The offer's e-mail and in-app notice: one wording, whatever channel carries it. */
export function offerFacts(offer: OfferFacts): { subject: string; lines: string[] } {
  const kind = offer.type === 'free' ? 'free' : 'special';
  return {
    subject: WAITLIST_TEXT.offerSubject,
    lines: [
      `A ${kind} appointment seat at ${offer.location} on ${offer.date} at ${offer.time} opened up, and it is held for you until ${offer.heldUntil}.`,
      `Book it here: ${offer.link}`,
      'If you do nothing, the seat goes to the next customer in line.',
    ],
  };
}

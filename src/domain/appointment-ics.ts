/**
 * The calendar file (RFC 5545 `.ics`) of an appointment: the confirmation e-mails attach it and the account page's
 * "Add to calendar" downloads it, so both build it here. Pure: the order and `now` (the DTSTAMP) are arguments.
 * Kept out of domain/index.ts so the generator loads only where a file is made (the functions, or lazily on click).
 *
 * - UID is the order ID, so every later file about the order (rebook, give-up, trade) updates the same event.
 * - SEQUENCE counts the rebooks (`appointmentSequence`); a cancel goes one higher than the last version sent.
 * - DTSTART/DTEND carry TZID=America/Port_of_Spain with a VTIMEZONE, so the wash's local time shows wherever the
 *   customer's phone is set.
 *
 * API:
 *   APPOINTMENT_MINUTES (10), ICS_FILENAME
 *   appointmentSequence(order) -> 0 for the first booking, +1 per rebook
 *   buildAppointmentIcs(order, { now, method, organizer?, attendee?, manageUrl? }) -> the file's text
 *   icsContentType(method) -> 'text/calendar; charset=utf-8; method=…'
 */
import { TZDate } from '@date-fns/tz';
import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { BUSINESS_TIME_ZONE, formatDisplayDate, slotInstant } from './calendar';

/** Every appointment lasts one 10-minute slot. */
export const APPOINTMENT_MINUTES = 10;
export const ICS_FILENAME = 'appointment.ics';

/** PUBLISH for a downloaded file; REQUEST (new or changed) and CANCEL (given up, traded away) in e-mails. */
export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface IcsOrder {
  orderId: string;
  serviceName: string;
  appointmentDate: string;
  appointmentTime: string;
  location: string;
  orderCode: string;
  appointmentType: 'free' | 'special';
  rebooked?: boolean;
}

export interface IcsOptions {
  now: Date;
  method: IcsMethod;
  /** The wash's mailbox: iTIP (RFC 5546) needs an ORGANIZER for REQUEST and CANCEL. */
  organizer?: { name: string; email: string };
  /** The customer's address (REQUEST and CANCEL name the attendee they are about). */
  attendee?: string;
  /** Where the customer manages the order (shown in the description and as the event URL). */
  manageUrl?: string;
}

/**
 * SEQUENCE of the current version of an order's event: an order can be rebooked once (domain/rebooking), so 0
 * before and 1 after its rebook. @example appointmentSequence({ rebooked: true }) // 1
 */
export function appointmentSequence(order: { rebooked?: boolean }): number {
  return order.rebooked ? 1 : 0;
}

/** @example icsContentType('CANCEL') // 'text/calendar; charset=utf-8; method=CANCEL' */
export function icsContentType(method: IcsMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/**
 * VTIMEZONE of a zone from the IANA data the library ships. America/Port_of_Spain is a link to
 * America/Puerto_Rico there (the same rules: AST, UTC-4, no DST), so the block is labelled with the name the
 * events reference: a TZID parameter must name a VTIMEZONE of the same file.
 */
function vtimezone(zone: string): string | null {
  const [block] = tzlib_get_ical_block(zone) as string[];
  if (!block) return null;
  return block
    .replace(/^TZID:.*$/m, `TZID:${zone}`)
    .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`);
}

function assertValidInstant(now: Date): void {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
}

/**
 * The order's appointment as an iCalendar file.
 * @example buildAppointmentIcs(order, { now, method: 'PUBLISH' }) // 'BEGIN:VCALENDAR\r\n…UID:ORDER-…'
 */
export function buildAppointmentIcs(order: IcsOrder, options: IcsOptions): string {
  assertValidInstant(options.now);
  const start = slotInstant(order.appointmentDate, order.appointmentTime);
  const end = new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000);
  const cancel = options.method === 'CANCEL';
  const sequence = appointmentSequence(order) + (cancel ? 1 : 0);
  const type = order.appointmentType === 'special' ? 'Special' : 'Free';
  const description = [
    `${order.serviceName}, ${type} appointment on ${formatDisplayDate(order.appointmentDate)} at ${order.appointmentTime}.`,
    `Order ${order.orderId}, order code ${order.orderCode}.`,
    'Show the QR code in your account at the wash machine.',
    ...(options.manageUrl ? [`Manage your appointment: ${options.manageUrl}`] : []),
  ].join('\n');

  // The calendar names no zone of its own: ical-generator would then write DTSTAMP in it, and RFC 5545 wants
  // DTSTAMP in UTC. The zone goes on the event; the generator adds its VTIMEZONE.
  const calendar = ical({
    prodId: { company: 'Touch-Free Car Wash', product: 'Appointments', language: 'EN' },
    method: ICalCalendarMethod[options.method],
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: order.orderId,
    sequence,
    stamp: options.now,
    // TZDate carries the zone, so the library writes the wall-clock time of the business zone.
    start: new TZDate(start.getTime(), BUSINESS_TIME_ZONE),
    end: new TZDate(end.getTime(), BUSINESS_TIME_ZONE),
    timezone: BUSINESS_TIME_ZONE,
    summary: `${cancel ? 'Cancelled: ' : ''}Car wash: ${order.serviceName}`,
    description,
    location: order.location,
    url: options.manageUrl ?? null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: options.organizer ?? null,
    attendees: options.attendee
      ? [{ email: options.attendee, rsvp: false, status: ICalAttendeeStatus.ACCEPTED }]
      : [],
  });
  return calendar.toString();
}

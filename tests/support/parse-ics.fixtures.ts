// Reads a calendar file back with ical.js (an independent parser, not the generator that wrote it), resolving
// DTSTART/DTEND through the file's own VTIMEZONE, and gives the facts the tests check.
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';

export interface ParsedIcs {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  tzid: string | null;
  /** TZIDs of the VTIMEZONE blocks the file carries. */
  timezones: string[];
  start: Date;
  end: Date;
  /** DTSTART as the wall clock in America/Port_of_Spain, 'YYYY-MM-DD HH:mm'. */
  startInPortOfSpain: string;
  /** DTSTAMP as written (UTC form ends in Z). */
  dtstamp: string;
  organizer: string | null;
  attendees: string[];
  url: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function portOfSpainWallClock(instant: Date): string {
  const t = new TZDate(instant.getTime(), 'America/Port_of_Spain');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())} ${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

export function parseIcs(text: string): ParsedIcs {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const tz of timezones) ICAL.TimezoneService.register(tz);
  try {
    const events = calendar.getAllSubcomponents('vevent');
    if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
    const vevent = events[0]!;
    const event = new ICAL.Event(vevent);
    const tzid = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    if (tzid && !timezones.some((tz) => tz.getFirstPropertyValue('tzid') === tzid)) {
      throw new Error(`DTSTART names TZID ${String(tzid)} but the file has no such VTIMEZONE`);
    }
    const start = event.startDate.toJSDate();
    return {
      method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
      uid: event.uid,
      sequence: event.sequence,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      summary: event.summary,
      tzid: typeof tzid === 'string' ? tzid : null,
      timezones: timezones.map((tz) => String(tz.getFirstPropertyValue('tzid'))),
      start,
      end: event.endDate.toJSDate(),
      startInPortOfSpain: portOfSpainWallClock(start),
      dtstamp: String(vevent.getFirstProperty('dtstamp')?.toICALString() ?? '').replace(/^DTSTAMP:/, ''),
      organizer: (vevent.getFirstPropertyValue('organizer') as string | null) ?? null,
      attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
    };
  } finally {
    for (const tz of timezones) ICAL.TimezoneService.remove(String(tz.getFirstPropertyValue('tzid')));
  }
}

import { describe, expect, it } from 'vitest';
import { parseIcs } from '../../tests/support/parse-ics.fixtures';
import { appointmentSequence, buildAppointmentIcs, icsContentType, type IcsOrder } from './appointment-ics';

const order: IcsOrder = {
  orderId: 'ORDER-1764000000000ABCDEFGHI',
  serviceName: 'BASIC WASH',
  appointmentDate: '2026-11-24',
  appointmentTime: '7:10 AM',
  location: 'Chaguanas',
  orderCode: '4821',
  appointmentType: 'free',
};
const now = new Date('2026-11-23T15:30:00Z');

describe('buildAppointmentIcs', () => {
  it('places the appointment at its wall-clock time in America/Port_of_Spain, with the VTIMEZONE it names', () => {
    const text = buildAppointmentIcs(order, { now, method: 'PUBLISH' });
    const ics = parseIcs(text);
    expect(ics.tzid).toBe('America/Port_of_Spain');
    expect(ics.timezones).toEqual(['America/Port_of_Spain']);
    expect(text).toContain('DTSTART;TZID=America/Port_of_Spain:20261124T071000');
    // 7:10 AM in Port of Spain (UTC-4, no DST) is 11:10 UTC, whatever the runtime's own zone.
    expect(ics.start.toISOString()).toBe('2026-11-24T11:10:00.000Z');
    expect(ics.end.toISOString()).toBe('2026-11-24T11:20:00.000Z');
    expect(ics.startInPortOfSpain).toBe('2026-11-24 07:10');
  });

  it('uses the order ID as UID, writes DTSTAMP from now in UTC, and names the order in the event', () => {
    const ics = parseIcs(buildAppointmentIcs(order, { now, method: 'PUBLISH' }));
    expect(ics.uid).toBe(order.orderId);
    expect(ics.dtstamp).toBe('20261123T153000Z');
    expect(ics.summary).toBe('Car wash: BASIC WASH');
    expect(ics.method).toBe('PUBLISH');
    expect(ics.status).toBe('CONFIRMED');
  });

  it('raises SEQUENCE with the rebook', () => {
    expect(parseIcs(buildAppointmentIcs(order, { now, method: 'REQUEST' })).sequence).toBe(0);
    const moved = { ...order, appointmentTime: '5:40 PM', rebooked: true };
    const ics = parseIcs(buildAppointmentIcs(moved, { now, method: 'REQUEST' }));
    expect(ics.sequence).toBe(1);
    expect(ics.startInPortOfSpain).toBe('2026-11-24 17:40');
  });

  it('cancels one version above the last one sent, with METHOD:CANCEL and STATUS:CANCELLED', () => {
    for (const rebooked of [false, true]) {
      const ics = parseIcs(buildAppointmentIcs({ ...order, rebooked }, { now, method: 'CANCEL' }));
      expect(ics.method).toBe('CANCEL');
      expect(ics.status).toBe('CANCELLED');
      expect(ics.sequence).toBe(appointmentSequence({ rebooked }) + 1);
      expect(ics.uid).toBe(order.orderId);
    }
  });

  it('names the organizer and the attendee when asked (iTIP REQUEST and CANCEL need them)', () => {
    const ics = parseIcs(
      buildAppointmentIcs(order, {
        now,
        method: 'REQUEST',
        organizer: { name: 'Touch-Free Car Wash', email: 'wash@example.com' },
        attendee: 'alice@example.com',
        manageUrl: 'https://wash.example/account?tab=orders',
      }),
    );
    expect(ics.organizer).toBe('mailto:wash@example.com');
    expect(ics.attendees).toEqual(['mailto:alice@example.com']);
    expect(ics.url).toBe('https://wash.example/account?tab=orders');
  });

  it('refuses an invalid now or appointment', () => {
    expect(() => buildAppointmentIcs(order, { now: new Date(NaN), method: 'PUBLISH' })).toThrow(RangeError);
    expect(() =>
      buildAppointmentIcs({ ...order, appointmentTime: '25:00' }, { now, method: 'PUBLISH' }),
    ).toThrow(RangeError);
  });
});

describe('icsContentType', () => {
  it('carries the method, as RFC 6047 asks of a calendar e-mail part', () => {
    expect(icsContentType('REQUEST')).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });
});

import { describe, expect, it } from 'vitest';
import { dayBeforeReminderId, isDayBeforeReminderDue } from './day-before-reminder';
import type { ReminderOrder } from './reminders';

// 7:10 AM business time on 2 Dec 2026 = 11:10Z.
const order: ReminderOrder = {
  orderId: 'ORDER-1',
  status: 'confirmed',
  appointmentDate: '2026-12-02',
  appointmentTime: '7:10 AM',
  confirmedAt: new Date('2026-11-28T12:00:00Z'),
};

describe('isDayBeforeReminderDue', () => {
  it('is due from 24 hours before until 2 hours before', () => {
    expect(isDayBeforeReminderDue(order, new Date('2026-12-01T11:09:00Z'))).toBe(false);
    expect(isDayBeforeReminderDue(order, new Date('2026-12-01T11:10:00Z'))).toBe(true);
    expect(isDayBeforeReminderDue(order, new Date('2026-12-02T09:10:00Z'))).toBe(true);
    expect(isDayBeforeReminderDue(order, new Date('2026-12-02T09:11:00Z'))).toBe(false);
  });

  it('is not due for a booking confirmed within the day, a closed order or a drive-in', () => {
    const at = new Date('2026-12-01T12:00:00Z');
    expect(isDayBeforeReminderDue({ ...order, confirmedAt: new Date('2026-12-01T11:30:00Z') }, at)).toBe(
      false,
    );
    expect(isDayBeforeReminderDue({ ...order, status: 'cancelled' }, at)).toBe(false);
    expect(isDayBeforeReminderDue({ ...order, serviceType: 'drive-in' }, at)).toBe(false);
    expect(isDayBeforeReminderDue({ ...order, status: 'trading' }, at)).toBe(true);
  });

  it('has one id per order and appointment time', () => {
    expect(dayBeforeReminderId(order)).toBe('day-reminder-ORDER-1-2026-12-02_0710');
  });
});

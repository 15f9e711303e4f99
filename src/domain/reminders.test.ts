import { describe, expect, it } from 'vitest';
import { isReminderDue, reminderId, type ReminderOrder } from './reminders';

// 8:00 AM in Port of Spain is 12:00 UTC.
const order: ReminderOrder = {
  orderId: 'ORDER-1',
  status: 'confirmed',
  appointmentDate: '2026-11-24',
  appointmentTime: '8:00 AM',
  confirmedAt: new Date('2026-11-23T12:00:00Z'),
};
const at = (iso: string) => new Date(iso);

describe('isReminderDue', () => {
  describe('the hour before the appointment', () => {
    it('is not due 61 minutes before', () => {
      expect(isReminderDue(order, at('2026-11-24T10:59:00Z'))).toBe(false);
    });
    it('is due exactly 60 minutes before', () => {
      expect(isReminderDue(order, at('2026-11-24T11:00:00Z'))).toBe(true);
    });
    it('is due one minute before', () => {
      expect(isReminderDue(order, at('2026-11-24T11:59:00Z'))).toBe(true);
    });
    it('is no longer due once the appointment starts', () => {
      expect(isReminderDue(order, at('2026-11-24T12:00:00Z'))).toBe(false);
    });
  });

  describe('the order', () => {
    const due = at('2026-11-24T11:05:00Z');
    it('reminds an order offered for trade (still the owner’s until taken)', () => {
      expect(isReminderDue({ ...order, status: 'trading' }, due)).toBe(true);
    });
    it.each(['cancelled', 'completed'] as const)('never reminds a %s order', (status) => {
      expect(isReminderDue({ ...order, status }, due)).toBe(false);
    });
    it('never reminds a drive-in purchase', () => {
      expect(isReminderDue({ ...order, serviceType: 'drive-in' }, due)).toBe(false);
    });
    it('does not remind when the confirmation went out inside the hour', () => {
      expect(isReminderDue({ ...order, confirmedAt: at('2026-11-24T11:00:00Z') }, due)).toBe(false);
      expect(isReminderDue({ ...order, confirmedAt: at('2026-11-24T10:59:59Z') }, due)).toBe(true);
    });
  });

  it('refuses an invalid now', () => {
    expect(() => isReminderDue(order, new Date(NaN))).toThrow(RangeError);
  });
});

describe('reminderId', () => {
  it('names the order and its appointment time, in 24-hour form', () => {
    expect(reminderId(order)).toBe('reminder-ORDER-1-2026-11-24_0800');
    expect(reminderId({ ...order, appointmentTime: '5:40 PM' })).toBe('reminder-ORDER-1-2026-11-24_1740');
  });
  it('changes when the order is rebooked to another time', () => {
    expect(reminderId({ ...order, appointmentTime: '8:10 AM' })).not.toBe(reminderId(order));
  });
});

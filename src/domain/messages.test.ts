import { describe, expect, it } from 'vitest';
import * as domain from './index';
import { DOMAIN_TEXT, ELIGIBILITY_TEXT, MESSAGES, stripProviderPrefix, UI_TEXT } from './messages';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [];
  return Object.values(value as Record<string, unknown>).flatMap(strings);
}

describe('messages', () => {
  describe('fixed texts', () => {
    it('are never empty nor padded', () => {
      for (const text of [
        ...strings(MESSAGES),
        ...strings(UI_TEXT),
        ...strings(DOMAIN_TEXT),
        ...strings(ELIGIBILITY_TEXT),
      ]) {
        expect(text.trim()).toBe(text);
        expect(text).not.toBe('');
      }
    });

    it('keep the spec wording', () => {
      expect(MESSAGES.giveUp.limitReached).toBe(
        'You have reached the limit of 2 order deletions within 24 hours. Please wait before deleting another order.',
      );
      expect(MESSAGES.auth.recaptchaNotInitialized).toBe(
        'reCAPTCHA not initialized. Please refresh the page and try again',
      );
      expect(MESSAGES.session.paymentAlreadyOpenTryLater).toBe(
        'Another payment page is already open. Try again in 10 seconds.',
      );
      expect(MESSAGES.contact.defaultSubject).toBe('Contact Form Submission');
      expect(UI_TEXT.selectTimeSubtitle(2)).toBe('Updates every second • 2 users per slot');
      expect(UI_TEXT.selectTimeSubtitle(3)).toBe('Updates every second • 3 users per slot');
    });
  });

  describe('templates', () => {
    it('fill in their placeholders', () => {
      expect(MESSAGES.booking.plateTaken('PDF1234', 'Monday 23/11/2026')).toBe(
        'Number plate PDF1234 is already booked for Monday 23/11/2026. Please choose a different number plate or date.',
      );
      expect(MESSAGES.admin.bulkUpdated(3, 'completed')).toBe(
        'Successfully updated 3 orders to "completed".',
      );
      expect(MESSAGES.admin.bulkDeleted(2)).toBe('Successfully deleted 2 orders.');
      expect(MESSAGES.admin.statusUpdated('ORDER-1', 'cancelled')).toBe(
        'Order ORDER-1 status updated to cancelled',
      );
      expect(MESSAGES.admin.orderDeleted('ORDER-1')).toBe('Order ORDER-1 has been deleted successfully.');
      expect(MESSAGES.admin.confirmUnblock('free')).toBe(
        'Are you sure you want to unblock this user from free appointments?',
      );
      expect(MESSAGES.admin.unblocked('special')).toBe('User has been unblocked from special appointments');
      expect(MESSAGES.rebook.failed('slot full')).toBe('Failed to rebook appointment: slot full');
      expect(MESSAGES.deleteAccount.failed('offline')).toBe('Failed to delete account data: offline');
      expect(MESSAGES.session.paymentAlreadyOpen('home page')).toBe(
        'A payment page is already open. Redirecting to home page.',
      );
      expect(MESSAGES.session.bookingSessionActive('services page')).toBe(
        'Another booking session is already active. Redirecting to services page.',
      );
      expect(MESSAGES.session.appointmentTakenOver('home page')).toBe(
        'Another appointment page has been opened. Redirecting to home page.',
      );
    });

    it('word the seat-time and trading limits plainly, with the figures in force', () => {
      expect(DOMAIN_TEXT.seatTimeLimit(40, 1)).toBe(
        'You have kept time slots held for 40 minutes in the last hour, the most one account may. Please try again in 1 minute.',
      );
      expect(DOMAIN_TEXT.seatTimeLimit(40, 12)).toMatch(/try again in 12 minutes\.$/);
      expect(DOMAIN_TEXT.tradeTakeLimit(5)).toContain('take 5 appointments by trade in the last hour');
      expect(DOMAIN_TEXT.orderMoveLimit(3)).toContain('changed hands 3 times in the last 24 hours');
      expect(DOMAIN_TEXT.tradeOfferLimit(6)).toContain('offered appointments for trade 6 times');
      expect(DOMAIN_TEXT.orderOfferLimit(3)).toContain('offered for trade 3 times in the last hour');
    });
  });

  describe('stripProviderPrefix', () => {
    it('removes the provider prefix and code', () => {
      expect(
        stripProviderPrefix('Firebase: Password should be at least 6 characters (auth/weak-password).'),
      ).toBe('Password should be at least 6 characters.');
      expect(stripProviderPrefix('Plain message')).toBe('Plain message');
    });
  });

  describe('index', () => {
    it('re-exports every module', () => {
      for (const name of [
        'WASH_PACKAGES',
        'orderTotal',
        'bookableDates',
        'checkSlot',
        'slotAvailability',
        'isHoldLive',
        'freeEligibility',
        'checkRebook',
        'checkGiveUp',
        'checkTakeTrade',
        'decideSessionEntry',
        'newOrderId',
        'parseQrPayload',
        'validateSignUp',
        'runAnalytics',
        'MESSAGES',
        'isOpenStatus',
      ]) {
        expect(domain).toHaveProperty(name);
      }
      expect(domain.isOpenStatus('trading')).toBe(true);
      expect(domain.isOpenStatus('completed')).toBe(false);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { PAYMENT_REQUEST_RULES } from '../../payment/contract';
import { CHECKOUT_ID_LENGTH, newCheckoutId } from './checkouts';

describe('newCheckoutId', () => {
  it("gives 16 characters of [A-Za-z0-9], within WiPay's order_id rules, never twice", () => {
    const ids = Array.from({ length: 2000 }, newCheckoutId);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(id).toMatch(PAYMENT_REQUEST_RULES.orderId);
    }
    expect(CHECKOUT_ID_LENGTH).toBeLessThanOrEqual(PAYMENT_REQUEST_RULES.orderIdRecommendedMaxLength);
    expect(new Set(ids).size).toBe(ids.length);
    // Every letter and digit turns up: the draw covers the whole alphabet.
    expect(new Set(ids.join('')).size).toBe(62);
  });
});

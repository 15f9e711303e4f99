import { describe, expect, it } from 'vitest';
import {
  cancelTradePatch,
  checkOfferForTrade,
  checkTakeTrade,
  toTradeOrder,
  tradeableOrders,
  tradeRefusalMessage,
  TRADE_TIMER_SECONDS,
  tradeTimerSeconds,
  tradeTotal,
} from './trade';
import type { AppointmentType, OrderLike } from './types';

const at = (iso: string): Date => new Date(iso);
const mine: OrderLike = {
  id: 'o1',
  userId: 'owner',
  status: 'confirmed',
  appointmentDate: '2026-11-24',
  appointmentTime: '9:10 AM', // 13:10Z
  appointmentType: 'free',
  location: 'Chaguanas Branch',
};
const NOW = at('2026-11-23T12:00:00Z');

describe('trading', () => {
  describe('timers', () => {
    it('gives 30 s for free and 300 s for special', () => {
      expect(TRADE_TIMER_SECONDS).toEqual({ free: 30, special: 300 });
      expect(tradeTimerSeconds('free')).toBe(30);
      expect(tradeTimerSeconds('special')).toBe(300);
      expect(() => tradeTimerSeconds('vip' as AppointmentType)).toThrow(RangeError);
    });
  });

  describe('offering an order', () => {
    it('lets the owner offer a confirmed appointment more than 2 hours away', () => {
      expect(checkOfferForTrade({ order: mine, userId: 'owner', now: NOW })).toEqual({ allowed: true });
      expect(
        checkOfferForTrade({ order: mine, userId: 'owner', now: at('2026-11-24T11:09:59.999Z') }),
      ).toEqual({ allowed: true });
    });

    it('refuses at exactly 2 hours, for another user, or for an order not confirmed', () => {
      expect(checkOfferForTrade({ order: mine, userId: 'owner', now: at('2026-11-24T11:10:00Z') })).toEqual({
        allowed: false,
        reason: 'too-close',
      });
      expect(checkOfferForTrade({ order: mine, userId: 'x', now: NOW })).toEqual({
        allowed: false,
        reason: 'not-owner',
      });
      expect(
        checkOfferForTrade({ order: { ...mine, status: 'trading' }, userId: 'owner', now: NOW }),
      ).toEqual({
        allowed: false,
        reason: 'not-confirmed',
      });
    });
  });

  describe('taking an order', () => {
    const offered = { ...mine, status: 'trading' as const };

    it('lets another user take an order on offer', () => {
      expect(checkTakeTrade({ order: offered, userId: 'taker', now: NOW })).toEqual({ allowed: true });
    });

    it("refuses one's own order, an order not on offer, and one too close", () => {
      expect(checkTakeTrade({ order: offered, userId: 'owner', now: NOW })).toEqual({
        allowed: false,
        reason: 'own-order',
      });
      expect(checkTakeTrade({ order: mine, userId: 'taker', now: NOW })).toEqual({
        allowed: false,
        reason: 'not-trading',
      });
      expect(checkTakeTrade({ order: offered, userId: 'taker', now: at('2026-11-24T11:10:00Z') })).toEqual({
        allowed: false,
        reason: 'too-close',
      });
    });

    it('lists what a user may take, soonest first', () => {
      const orders = [
        { ...offered, id: 'late', appointmentTime: '4:10 PM' },
        { ...offered, id: 'own', userId: 'taker' },
        { ...offered, id: 'early', appointmentTime: '8:10 AM' },
        { ...mine, id: 'not-offered' },
      ];
      expect(tradeableOrders({ orders, userId: 'taker', now: NOW }).map((o) => o.id)).toEqual([
        'early',
        'late',
      ]);
    });
  });

  describe('records', () => {
    it('builds the trade order from the original order', () => {
      const order = {
        ...mine,
        id: 'ORDER-1',
        serviceName: 'BASIC WASH',
        serviceDescription: 'ON THE GO',
        price: 45,
      };
      expect(toTradeOrder(order)).toEqual({
        originalOrderId: 'ORDER-1',
        serviceName: 'BASIC WASH',
        serviceDescription: 'ON THE GO',
        appointmentType: 'free',
        location: 'Chaguanas Branch',
        appointmentDate: '2026-11-24',
        appointmentTime: '9:10 AM',
        price: 45,
      });
    });

    it('returns a cancelled trade to confirmed', () => {
      expect(cancelTradePatch(NOW)).toEqual({ status: 'confirmed', updatedAt: NOW });
    });
  });

  describe('messages', () => {
    it('uses the spec wording', () => {
      expect(tradeRefusalMessage('own-order')).toBe('You cannot trade your own order.');
      expect(tradeRefusalMessage('too-close')).toMatch(/^This order is no longer available for trade\./);
      expect(tradeRefusalMessage('not-trading')).toBe(tradeRefusalMessage('too-close'));
      expect(tradeRefusalMessage('not-owner')).toBe(tradeRefusalMessage('not-confirmed'));
    });
  });
});

describe('tradeTotal', () => {
  it('is the price the server stored on the order, 0 included (a rebooked order)', () => {
    expect(tradeTotal({ price: 75, serviceName: 'BASIC WASH', appointmentType: 'special' })).toBe(75);
    expect(tradeTotal({ price: 0, serviceName: 'BASIC WASH', appointmentType: 'special' })).toBe(0);
    expect(tradeTotal({ price: '$60', serviceName: 'BASIC WASH', appointmentType: 'free' })).toBe(60);
  });

  it('falls back to the catalogue total, never to 0, when the stored price cannot be read', () => {
    for (const price of [undefined, null, 'abc', -5, Number.NaN]) {
      expect(tradeTotal({ price, serviceName: 'PREMIUM WASH', appointmentType: 'special' })).toBe(105);
    }
    expect(() => tradeTotal({ price: null, serviceName: 'GOLD WASH', appointmentType: 'free' })).toThrow(
      RangeError,
    );
  });
});

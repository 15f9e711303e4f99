import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGlobalMarker, newTabMarker, parseGlobalMarker, parseTabMarker } from './sessions';
import { NOW, T, global, enter } from '../test-support/sessions.fixtures';

describe('sessions', () => {
  describe('markers', () => {
    it('creates and reads back markers', () => {
      const marker = newGlobalMarker({ page: 'payment', tabId: 't1', now: NOW });
      expect(parseGlobalMarker(JSON.parse(JSON.stringify(marker)))).toEqual({
        page: 'payment',
        timestamp: T,
        lastHeartbeat: T,
        ownerTabId: 't1',
      });
      expect(parseTabMarker(newTabMarker('appointment', NOW))).toEqual({ page: 'appointment', timestamp: T });
    });

    it('treats malformed markers as null', () => {
      for (const bad of [
        null,
        'x',
        42,
        {},
        { page: 'payment', timestamp: 'now', lastHeartbeat: T, ownerTabId: 't' },
        { page: 1, timestamp: T },
      ]) {
        expect(parseGlobalMarker(bad)).toBeNull();
        expect(parseTabMarker(bad)).toBeNull();
      }
      expect(
        parseGlobalMarker({ page: 'payment', timestamp: T, lastHeartbeat: Number.NaN, ownerTabId: 't' }),
      ).toBeNull();
    });
  });

  describe('entering when nothing else is open', () => {
    it('proceeds with nothing to remove', () => {
      expect(enter({})).toEqual({ proceed: true, removeGlobal: false, removeTab: false, conflict: null });
    });

    it('does no check at all when signed out', () => {
      expect(enter({ signedIn: false, globalMarker: global('payment') })).toEqual({
        proceed: true,
        removeGlobal: false,
        removeTab: false,
        conflict: null,
      });
    });
  });

  describe('the global marker', () => {
    it('blocks entering the payment page while another payment page is open', () => {
      expect(enter({ entering: 'payment', globalMarker: global('payment') })).toEqual({
        proceed: false,
        removeGlobal: false,
        removeTab: false,
        conflict: {
          message: 'Another payment page is already open. Try again in 10 seconds.',
          redirectTo: 'home',
        },
      });
    });

    it('blocks entering the payment page while an appointment page is open', () => {
      expect(enter({ entering: 'payment', globalMarker: global('appointment') }).conflict).toEqual({
        message: 'An appointment page is already open. Redirecting to home page.',
        redirectTo: 'home',
      });
    });

    it('blocks entering the appointment page and sends the user back where they came from', () => {
      expect(enter({ globalMarker: global('payment'), fromServices: true }).conflict).toEqual({
        message: 'A payment page is already open. Redirecting to services page.',
        redirectTo: 'services',
      });
      expect(enter({ globalMarker: global('appointment') }).conflict).toEqual({
        message: 'Another booking session is already active. Redirecting to home page.',
        redirectTo: 'home',
      });
    });

    it('does not block the tab that owns it, nor pages other than appointment and payment', () => {
      expect(enter({ globalMarker: global('payment', 500, 500, 'this-tab') }).proceed).toBe(true);
      expect(enter({ globalMarker: global('services') }).proceed).toBe(true);
    });

    it('is stale after 10 seconds: blocks at 10 000 ms, removed at 10 001 ms', () => {
      expect(enter({ globalMarker: global('payment', 10_000, 0) }).proceed).toBe(false);
      expect(enter({ globalMarker: global('payment', 10_001, 0) })).toMatchObject({
        proceed: true,
        removeGlobal: true,
      });
    });

    it('is stale when its heartbeat is older than 2 seconds', () => {
      expect(enter({ globalMarker: global('payment', 3_000, 2_000) }).proceed).toBe(false);
      expect(enter({ globalMarker: global('payment', 3_000, 2_001) })).toMatchObject({
        proceed: true,
        removeGlobal: true,
      });
    });

    it('is removed when malformed', () => {
      expect(enter({ globalMarker: { page: 'payment' } })).toMatchObject({
        proceed: true,
        removeGlobal: true,
      });
    });

    it('reports but does not redirect again once the one-time redirect flag is set', () => {
      expect(
        enter({ globalMarker: global('payment'), alreadyRedirected: true }).conflict?.redirectTo,
      ).toBeNull();
    });
  });

  describe('the per-tab appointment marker', () => {
    const tab = (age: number, page = 'appointment') => ({ page, timestamp: T - age });

    it('blocks when between just-created and 2 seconds old', () => {
      for (const age of [1, 999, 1_001, 2_000]) {
        expect(enter({ tabMarker: tab(age) })).toMatchObject({
          proceed: false,
          removeTab: false,
          conflict: {
            message: 'An appointment page is already open. Redirecting to home page.',
            redirectTo: 'home',
          },
        });
      }
    });

    it('is removed when exactly 0 or 1000 ms old, older than 2 s, from the future, or malformed', () => {
      for (const marker of [tab(0), tab(1_000), tab(2_001), tab(-5), { page: 'appointment' }]) {
        expect(enter({ tabMarker: marker })).toMatchObject({ proceed: true, removeTab: true });
      }
    });

    it('does not block when it names another page, nor when entering the payment page', () => {
      expect(enter({ tabMarker: tab(500, 'payment') })).toMatchObject({ proceed: true, removeTab: false });
      expect(enter({ entering: 'payment', tabMarker: tab(500) })).toMatchObject({
        proceed: true,
        removeTab: false,
      });
    });

    it('never blocks a signed-in user without live markers (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2_001, max: 10 ** 9 }),
          fc.constantFrom('appointment', 'payment'),
          (age, page) => {
            const decision = enter({ globalMarker: global(page, age, age), tabMarker: tab(age) });
            expect(decision.proceed).toBe(true);
          },
        ),
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkOwnership, userSessionConflict } from './sessions';
import { NOW, T, global } from '../test-support/sessions.fixtures';

describe('sessions: ownership and other devices', () => {
  describe('checkOwnership', () => {
    it('tells a payment page that another tab took over', () => {
      expect(
        checkOwnership({ page: 'payment', tabId: 'this-tab', globalMarker: global('payment'), now: NOW }),
      ).toEqual({
        lost: true,
        message: 'Another payment page has been opened. Redirecting to home page.',
        redirectTo: 'home',
      });
    });

    it('tells an appointment page where it goes', () => {
      expect(
        checkOwnership({
          page: 'appointment',
          tabId: 'this-tab',
          globalMarker: global('appointment'),
          now: NOW,
          fromServices: true,
        }),
      ).toEqual({
        lost: true,
        message: 'Another appointment page has been opened. Redirecting to services page.',
        redirectTo: 'services',
      });
      expect(
        checkOwnership({ page: 'appointment', tabId: 'this-tab', globalMarker: global('payment'), now: NOW }),
      ).toMatchObject({
        redirectTo: 'home',
      });
    });

    it('keeps ownership when the marker is ours, stale or absent', () => {
      expect(
        checkOwnership({ page: 'payment', tabId: 'other-tab', globalMarker: global('payment'), now: NOW }),
      ).toEqual({ lost: false });
      expect(
        checkOwnership({
          page: 'payment',
          tabId: 'this-tab',
          globalMarker: global('payment', 20_000),
          now: NOW,
        }),
      ).toEqual({ lost: false });
      expect(checkOwnership({ page: 'payment', tabId: 'this-tab', globalMarker: null, now: NOW })).toEqual({
        lost: false,
      });
    });
  });
  describe('userSessionConflict', () => {
    const record = (ageMs: number, page = 'payment', sessionId = 's-other') => ({
      page,
      sessionId,
      lastActivity: new Date(T - ageMs),
    });

    it('reports another live session on a booking page, each page by its own heartbeat', () => {
      expect(userSessionConflict({ record: record(59_999), sessionId: 's1', now: NOW })).toBe(
        'You already have an active booking session',
      );
      expect(userSessionConflict({ record: record(29_999, 'appointment'), sessionId: 's1', now: NOW })).toBe(
        'You already have an active booking session',
      );
    });

    it('lets staleness take over: an appointment page silent for 30 s, a payment page for 60 s', () => {
      expect(
        userSessionConflict({ record: record(30_000, 'appointment'), sessionId: 's1', now: NOW }),
      ).toBeNull();
      expect(userSessionConflict({ record: record(60_000), sessionId: 's1', now: NOW })).toBeNull();
    });

    it('ignores an orphaned, own or non-booking session', () => {
      expect(userSessionConflict({ record: record(60_000), sessionId: 's1', now: NOW })).toBeNull();
      expect(
        userSessionConflict({ record: record(0, 'payment', 's1'), sessionId: 's1', now: NOW }),
      ).toBeNull();
      expect(userSessionConflict({ record: record(0, 'services'), sessionId: 's1', now: NOW })).toBeNull();
      expect(userSessionConflict({ record: null, sessionId: 's1', now: NOW })).toBeNull();
    });
  });
});

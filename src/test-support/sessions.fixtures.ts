import { decideSessionEntry } from '../domain/sessions';
import type { SessionEntryInput } from '../domain/sessions';

export const NOW = new Date('2026-11-23T12:00:00.000Z');
export const T = NOW.getTime();
export const global = (page: string, age = 500, heartbeatAge = 500, ownerTabId = 'other-tab') => ({
  page,
  timestamp: T - age,
  lastHeartbeat: T - heartbeatAge,
  ownerTabId,
});
export const enter = (overrides: Partial<SessionEntryInput>) =>
  decideSessionEntry({
    entering: 'appointment',
    tabId: 'this-tab',
    globalMarker: null,
    tabMarker: null,
    now: NOW,
    signedIn: true,
    ...overrides,
  });

// The userSessions record on a phone whose clock is wrong: staleness and expiresAt follow the server's clock, and a
// rules refusal of the record itself is never reported as another booking session.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';

const DAY = 86_400_000;
const SERVER = Date.UTC(2026, 10, 25, 12, 21, 0);

const store = vi.hoisted(() => ({
  record: null as Record<string, unknown> | null,
  writes: [] as Record<string, unknown>[],
  refuse: null as null | (() => void),
}));

vi.mock('../firebase', () => ({ getFirebaseDb: async () => ({}) }));
vi.mock('../sdk/firestore', () => {
  class Timestamp {
    constructor(readonly ms: number) {}
    static fromMillis = (ms: number) => new Timestamp(ms);
    static fromDate = (d: Date) => new Timestamp(d.getTime());
    toDate = () => new Date(this.ms);
    toMillis = () => this.ms;
  }
  const write = async (data: Record<string, unknown>) => {
    if (store.refuse) {
      store.refuse();
      throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    }
    store.writes.push(data);
    store.record = { ...store.record, ...data };
  };
  return {
    Timestamp,
    doc: () => ({}),
    getDoc: async () => ({ data: () => store.record ?? undefined }),
    setDoc: async (_ref: unknown, data: Record<string, unknown>) => write(data),
    updateDoc: async (_ref: unknown, data: Record<string, unknown>) => write(data),
    deleteDoc: async () => {
      store.record = null;
    },
    serverTimestamp: () => 'SERVER_TIMESTAMP',
  };
});

/** Fresh modules (one server clock each) on a device 5 days ahead, with the offset measured (or not). */
async function load({ measured }: { measured: boolean }) {
  vi.resetModules();
  const clock = await import('../server-time');
  const device = SERVER + 5 * DAY;
  vi.spyOn(Date, 'now').mockImplementation(() => device);
  await clock.serverClock.measure(async () => {
    if (!measured) throw new TypeError('offline');
    return { sentAtMs: device, receivedAtMs: device, serverDateMs: SERVER, serverResolutionMs: 1 };
  });
  return import('./session-record');
}

const stamp = (ms: number) => ({ toDate: () => new Date(ms) });

beforeEach(() => {
  vi.restoreAllMocks();
  store.record = null;
  store.writes = [];
  store.refuse = null;
});

describe('claimUserSession on a phone 5 days ahead', () => {
  it("writes expiresAt on the server's clock (the rules' one-day bound holds) and server timestamps", async () => {
    const { claimUserSession } = await load({ measured: true });
    await expect(claimUserSession('alice', 'appointment', 'browser-1')).resolves.toEqual({
      status: 'claimed',
    });
    const [written] = store.writes;
    expect(written).toMatchObject({
      userId: 'alice',
      page: 'appointment',
      sessionId: 'browser-1',
      timestamp: 'SERVER_TIMESTAMP',
      lastActivity: 'SERVER_TIMESTAMP',
    });
    expect((written.expiresAt as { ms: number }).ms).toBe(SERVER + 10 * 60_000);
  });

  it('leaves expiresAt out while the server clock is unknown, rather than write the phone clock', async () => {
    const { claimUserSession } = await load({ measured: false });
    await claimUserSession('alice', 'appointment', 'browser-1');
    expect(store.writes[0]).not.toHaveProperty('expiresAt');
  });

  it("judges another device's record stale or live by the server's clock", async () => {
    const { claimUserSession } = await load({ measured: true });
    // Active 10 s ago by the server's clock: live (by the phone's clock it would be 5 days old).
    store.record = { page: 'appointment', sessionId: 'other', lastActivity: stamp(SERVER - 10_000) };
    await expect(claimUserSession('alice', 'appointment', 'browser-1')).resolves.toEqual({
      status: 'conflict',
      message: MESSAGES.session.activeBookingSession,
    });
    // Silent for 40 s by the server's clock: stale, so this page takes it.
    store.record = { page: 'appointment', sessionId: 'other', lastActivity: stamp(SERVER - 40_000) };
    await expect(claimUserSession('alice', 'appointment', 'browser-1')).resolves.toEqual({
      status: 'claimed',
    });
  });

  it('reports a rules refusal of the record itself as such, not as an active booking session', async () => {
    const { claimUserSession } = await load({ measured: true });
    store.refuse = () => undefined;
    const outcome = await claimUserSession('alice', 'appointment', 'browser-1');
    expect(outcome).toEqual({ status: 'refused', message: MESSAGES.session.sessionRecordRefused });
    expect(outcome).not.toHaveProperty('message', MESSAGES.session.activeBookingSession);
  });

  it('reports a refusal as a conflict when another device took a live record meanwhile', async () => {
    const { claimUserSession } = await load({ measured: true });
    store.refuse = () => {
      store.record = { page: 'payment', sessionId: 'other', lastActivity: stamp(SERVER - 1_000) };
    };
    await expect(claimUserSession('alice', 'appointment', 'browser-1')).resolves.toEqual({
      status: 'conflict',
      message: MESSAGES.session.activeBookingSession,
    });
  });
});

describe('touchUserSession', () => {
  it("refreshes lastActivity and expiresAt on the server's clock", async () => {
    const { touchUserSession } = await load({ measured: true });
    store.record = { page: 'appointment', sessionId: 'browser-1', lastActivity: stamp(SERVER - 15_000) };
    await expect(touchUserSession('alice', 'browser-1')).resolves.toBe('owned');
    expect(store.writes[0]).toMatchObject({ sessionId: 'browser-1', lastActivity: 'SERVER_TIMESTAMP' });
    expect((store.writes[0].expiresAt as { ms: number }).ms).toBe(SERVER + 10 * 60_000);
  });

  it('keeps the page when the rules refuse a touch of its own record, and stops it when another took it', async () => {
    const { touchUserSession } = await load({ measured: true });
    store.record = { page: 'appointment', sessionId: 'browser-1', lastActivity: stamp(SERVER) };
    store.refuse = () => undefined;
    await expect(touchUserSession('alice', 'browser-1')).resolves.toBe('owned');
    store.refuse = () => {
      store.record = { page: 'appointment', sessionId: 'other', lastActivity: stamp(SERVER) };
    };
    await expect(touchUserSession('alice', 'browser-1')).resolves.toBe('lost');
  });
});

// The waitlist suites' calls and waits: joining and leaving through the client SDK as the app does, a slot filled
// by seeded orders, and waits for what the slot trigger (triggers/offer-freed-seats.ts) does in the background.
import '../../scripts/support/admin-emulator-env';
import type { SlotKey } from '../../src/domain/types';
import type { JoinWaitlistResponse, LeaveWaitlistResponse } from '../../src/contracts/waitlist-api';
import { db } from '../../functions/src/data/admin-sdk';
import type { Customer } from './clients.fixtures';
import { seedOrder } from './seed.fixtures';

export const join = (c: Customer, slot: SlotKey, to = slot.time) =>
  c.client.call<JoinWaitlistResponse>('joinWaitlist', {
    date: slot.date,
    location: slot.location,
    appointmentType: slot.type,
    from: slot.time,
    to,
  });

export const leave = (c: Customer, entryId: string) =>
  c.client.call<LeaveWaitlistResponse>('leaveWaitlist', { entryId });

export const entryOf = async (id: string) => (await db.doc(`waitlistEntries/${id}`).get()).data() ?? {};
export const offerOf = async (holdId: string) =>
  (await db.doc(`waitlistOffers/${holdId}`).get()).data() ?? {};

/** Polls `check` until it answers a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  label: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Waits until the entry is offered a seat and answers the offer's hold id. */
export const offeredHold = (entryId: string, timeoutMs?: number) =>
  eventually(
    `an offer to ${entryId}`,
    async () => {
      const entry = await entryOf(entryId);
      return entry.status === 'offered' ? String((entry.offer as { holdId: string }).holdId) : undefined;
    },
    timeoutMs,
  );

/** Waits until the offer is settled and answers its outcome. */
export const settledOutcome = (holdId: string) =>
  eventually(`the outcome of ${holdId}`, async () => {
    const outcome = (await offerOf(holdId)).outcome as string | undefined;
    return outcome && outcome !== 'open' ? outcome : undefined;
  });

/** Fills a slot's seats with seeded orders, the first of `owners` first (others get made-up ids). */
export async function fillSlot(slot: SlotKey, seats: number, owners: string[] = []) {
  const orders = [];
  for (let i = 0; i < seats; i++)
    orders.push(await seedOrder({ userId: owners[i] ?? `filler-${i}-${Date.now()}`, slot }));
  return orders;
}

/** Lets the slot trigger finish its work started by the last writes (it runs in the background). */
export const settle = (ms = 1_500) => new Promise((resolve) => setTimeout(resolve, ms));

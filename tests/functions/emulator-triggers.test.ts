// The bench's trigger detachment (scripts/emulator-triggers.ts withTriggersDetached) against the emulators: it finds
// every registration the Functions emulator made of each Firestore trigger (each pause and resume adds a
// generation), runs its work, and leaves the triggers delivering afterwards, also when the work failed.
import '../../scripts/support/admin-emulator-env';
import { describe, expect, it } from 'vitest';
import { BAY_BOARD_COLLECTION, type BayBoardEntry } from '../../src/contracts/bay-api';
import { db } from '../../functions/src/data/admin-sdk';
import { firestoreTriggerRegistrations, withTriggersDetached } from '../../scripts/emulator-triggers';
import { BOARD_DAY, boardOrder } from '../support/bay.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';

const DAY = BOARD_DAY;
const order = (orderCode: string) => boardOrder({ orderCode });

/** The order ids the bay board lists for DAY. */
async function listed(): Promise<string[]> {
  const entries = (await db.doc(`${BAY_BOARD_COLLECTION}/${DAY}`).get()).get('entries') as
    Record<string, BayBoardEntry> | undefined;
  return Object.keys(entries ?? {}).sort();
}

resetBetweenTests();

/** The Firestore triggers of functions/src/triggers, by name: the document each listens to. */
const FIRESTORE_TRIGGERS = {
  keepBayBoard: 'orders/{orderId}',
  summarizeOrderDays: 'orders/{orderId}',
  offerFreedSeats: 'slots/{slotId}',
  renderOrderMail: 'mailJobs/{jobId}',
  planCustomerMessage: 'messages/{eventId}',
};

/** Registrations by trigger name: the generations registered and the document each points at. */
async function registrations(): Promise<Record<string, { generations: number[]; documents: string[] }>> {
  const out: Record<string, { generations: number[]; documents: string[] }> = {};
  for (const { key, body } of await firestoreTriggerRegistrations()) {
    const [, name, gen] = /^us-central1-(\w+)-(\d+)$/.exec(key)!;
    out[name!] ??= { generations: [], documents: [] };
    out[name!]!.generations.push(Number(gen));
    out[name!]!.documents.push((body.document as { value: string }).value);
  }
  return out;
}

describe('withTriggersDetached', { timeout: 90_000 }, () => {
  it('knows every registration of the five Firestore triggers, one per generation, at its own document', async () => {
    const found = await registrations();
    expect(Object.keys(found).sort()).toEqual(Object.keys(FIRESTORE_TRIGGERS).sort());
    const generations = found.keepBayBoard!.generations.length;
    for (const [name, document] of Object.entries(FIRESTORE_TRIGGERS)) {
      expect(found[name]!.generations).toEqual(Array.from({ length: generations }, (_, g) => g));
      expect(new Set(found[name]!.documents)).toEqual(new Set([document]));
    }
  });

  it('runs its work, and the triggers deliver again afterwards (a new generation), also when the work fails', async () => {
    const before = (await registrations()).keepBayBoard!.generations.length;
    const answer = await withTriggersDetached(async () => {
      await db.doc('orders/ORDER-QUIET').set(order('1111'));
      return 'done';
    });
    expect(answer).toBe('done');
    await db.doc('orders/ORDER-HEARD').set(order('2222'));
    await expect.poll(listed, { timeout: 20_000, interval: 250 }).toEqual(['ORDER-HEARD']);

    await expect(
      withTriggersDetached(async () => {
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await db.doc('orders/ORDER-AFTER-FAIL').set(order('5555'));
    await expect
      .poll(listed, { timeout: 20_000, interval: 250 })
      .toEqual(['ORDER-AFTER-FAIL', 'ORDER-HEARD']);
    expect((await registrations()).keepBayBoard!.generations.length).toBe(before + 2);
  });
});

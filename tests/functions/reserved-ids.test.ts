// Firestore refuses '.', '..' and `__…__` as document ids; such an id reaching a read used to fail only after the
// SDK's retries (~7 s) as INTERNAL, with a full trace: a cheap way to tie up functions. Every id a client sends is now
// refused by the callable's schema (http/fields.ts) before any read: invalid-argument at
// once, nothing written. The control beside each row sends an ordinary id and still reaches the handler.
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { newRequestId, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';

resetBetweenTests();

/** Well under the ~7 s the SDK's retries took; a schema refusal takes a few milliseconds past the round trip. */
const QUICK_MS = 2_500;

interface Row {
  callable: string;
  /** The request carrying `id` where the callable takes an id from the client. */
  request: (id: string) => Record<string, unknown>;
  /** What an ordinary id that names nothing gets from the handler. */
  control: { id: string; code: string };
}

const card = () => ({ cardholderName: 'Bob Ramdass' });

const ROWS: Row[] = [
  {
    callable: 'giveUpOrder',
    request: (orderId) => ({ orderId }),
    control: { id: 'no-such-order', code: 'not-found' },
  },
  {
    callable: 'rebookOrder',
    request: (orderId) => {
      const slot = upcomingSlot('free', 1, 1);
      return { orderId, appointmentDate: slot.date, appointmentTime: slot.time };
    },
    control: { id: 'no-such-order', code: 'not-found' },
  },
  {
    callable: 'offerOrderForTrade',
    request: (orderId) => ({ orderId }),
    control: { id: 'no-such-order', code: 'not-found' },
  },
  {
    callable: 'cancelTrade',
    request: (orderId) => ({ orderId }),
    control: { id: 'no-such-order', code: 'not-found' },
  },
  {
    callable: 'reserveTradingOrder',
    request: (orderId) => ({ orderId }),
    control: { id: 'no-such-order', code: 'not-found' },
  },
  { callable: 'releaseHold', request: (holdId) => ({ holdId }), control: { id: 'no-such-hold', code: 'ok' } },
  {
    callable: 'confirmBooking',
    request: (holdId) => ({
      holdId,
      requestId: newRequestId(),
      serviceId: 'basic-wash',
      appointmentType: 'free',
    }),
    control: { id: 'no-such-hold', code: 'failed-precondition' },
  },
  {
    callable: 'transferTradingOrder',
    request: (originalOrderId) => ({ originalOrderId, paymentData: card() }),
    control: { id: 'no-such-order', code: 'not-found' },
  },
  {
    callable: 'startCheckout (trade)',
    request: (originalOrderId) => ({
      purpose: 'trade',
      originalOrderId,
      returnUrl: 'http://127.0.0.1:4173/payment/return',
    }),
    control: { id: 'no-such-order', code: 'not-found' },
  },
  {
    callable: 'confirmBooking (request id)',
    request: (requestId) => ({
      holdId: 'no-such-hold',
      requestId,
      serviceId: 'basic-wash',
      appointmentType: 'free',
    }),
    control: { id: newRequestId(), code: 'failed-precondition' },
  },
];

const nameOf = (row: Row) => row.callable.split(' ')[0]!;

/** Every document of the database, by path, with its update time: what a call wrote shows as a difference. */
async function everyDocument(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const collection of await db.listCollections()) {
    for (const doc of (await collection.get()).docs)
      found[doc.ref.path] = doc.updateTime.toDate().toISOString();
  }
  return found;
}

async function outcome(customer: Customer, row: Row, id: string): Promise<string> {
  return customer.client.call(nameOf(row), row.request(id)).then(
    () => 'ok',
    (e: { code: string }) => e.code.replace(/^functions\//, ''),
  );
}

describe('reserved document ids are refused before any read', () => {
  it.each(ROWS)(
    '$callable: an ordinary id reaches the handler, a reserved one is invalid-argument at once',
    async (row) => {
      const alice = await createCustomer();
      // The control first (it also wakes the function): the handler answers for an id that names nothing.
      expect(await outcome(alice, row, row.control.id)).toBe(row.control.code);

      for (const id of ['__x__', '__name__', '.', '..']) {
        const before = await everyDocument();
        const started = Date.now();
        const error = await expectRefusal(
          alice.client.call(nameOf(row), row.request(id)),
          'invalid-argument',
        );
        expect(Date.now() - started, `${id} took too long`).toBeLessThan(QUICK_MS);
        expect(error.message).not.toMatch(/internal/i);
        expect(await everyDocument()).toEqual(before);
      }
    },
  );
});

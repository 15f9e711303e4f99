// The capacity guarantee under concurrent bookings: 20 signed-in clients race createHold + confirmBooking for the
// last seat of a free slot and for an empty special slot, 10 rounds each. The emulator serialises transactions
// differently from production, so the invariant is asserted (never more winners than seats, every loser told
// 'slot-full', the slot document equal to the real orders and holds), not an exact number of winners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_CAPACITY } from '../../src/domain/capacity';
import type { SlotKey } from '../../src/domain/types';
import {
  bookingErrorReason,
  type ConfirmBookingResponse,
  type CreateHoldResponse,
} from '../../src/contracts/booking-api';
import { createCustomer, disposeClients, writeProfile, type Customer } from '../support/clients.fixtures';
import { clearFirestore } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { actualSlot, expectSlotConsistent, holdRequest, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { bookPaidSpecial } from '../support/wipay.fixtures';

const CLIENTS = 20;
const ROUNDS = 10;

const customers: Customer[] = [];

/**
 * The Functions emulator starts one worker process per concurrent request; 20 cold starts at once overrun its
 * 10 s load timeout on a small machine. Ramp the pools of the two raced functions up first (cheap invalid calls),
 * so the race measures transactions, not process start-up.
 */
async function warmUp(): Promise<void> {
  for (const wave of [4, 8, 12, 16, CLIENTS]) {
    await Promise.all(
      customers
        .slice(0, wave)
        .flatMap((c) => [
          c.client.call('createHold', {}).catch(() => undefined),
          c.client.call('confirmBooking', {}).catch(() => undefined),
        ]),
    );
  }
}

beforeAll(async () => {
  await clearFirestore();
  // Sign-ins run the Auth blocking function (also a cold worker pool): create the customers a few at a time.
  for (let i = 0; i < CLIENTS; i += 4) {
    customers.push(
      ...(await Promise.all(Array.from({ length: Math.min(4, CLIENTS - i) }, () => createCustomer()))),
    );
  }
  await warmUp();
}, 180_000);
afterAll(async () => {
  await disposeClients();
  await clearFirestore();
});

/** Fresh data for a round (eligibility and open-appointment limits start over); the customers stay signed in. */
async function resetData(): Promise<void> {
  await clearFirestore();
  await Promise.all(customers.map((c) => writeProfile(c.uid, c.email, c.contact)));
}

type Outcome = { won: true; orderId: string } | { won: false; code: string; reason: string | null };

/** Transport-level failures a browser would retry (the same requestId keeps the retry idempotent). */
const RETRYABLE = new Set(['functions/internal', 'functions/unavailable', 'functions/deadline-exceeded']);

async function withRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}

async function book(customer: Customer, slot: SlotKey, round: number): Promise<Outcome> {
  try {
    const { holdId } = await withRetry(() =>
      customer.client.call<CreateHoldResponse>('createHold', holdRequest(slot)),
    );
    const request = {
      holdId,
      requestId: `race-${round}-${customer.uid}`,
      serviceId: 'basic-wash',
      appointmentType: slot.type,
    };
    // A special's seat is won by the hold; its fee is then paid through WiPay (the simulator) before the order.
    if (slot.type === 'special') {
      const { orderId } = await bookPaidSpecial(customer, { holdId }, { requestId: request.requestId });
      return { won: true, orderId };
    }
    const { orderId } = await withRetry(() =>
      customer.client.call<ConfirmBookingResponse>('confirmBooking', request),
    );
    return { won: true, orderId };
  } catch (error) {
    return { won: false, code: (error as { code: string }).code, reason: bookingErrorReason(error) };
  }
}

async function race(slot: SlotKey, round: number, seatsLeft: number, log: string[]) {
  const started = Date.now();
  const outcomes = await Promise.all(customers.map((c) => book(c, slot, round)));
  const winners = outcomes.filter((o) => o.won);
  const losers = outcomes.filter((o): o is Extract<Outcome, { won: false }> => !o.won);
  log.push(
    `${slot.type} round ${round + 1}: ${winners.length} won, ${losers.length} refused, ${Date.now() - started} ms`,
  );

  expect(winners.length).toBeLessThanOrEqual(seatsLeft);
  expect(winners.length).toBeGreaterThanOrEqual(1);
  for (const loser of losers)
    expect(loser).toEqual({ won: false, code: 'functions/failed-precondition', reason: 'slot-full' });
  const actual = await actualSlot(slot);
  expect(actual.orders.length).toBeLessThanOrEqual(SLOT_CAPACITY[slot.type]);
  await expectSlotConsistent(slot);
}

describe(`${CLIENTS} clients racing for one slot, ${ROUNDS} rounds`, () => {
  const log: string[] = [];
  afterAll(() => console.info(log.join('\n')));

  it('never gives the last seat of a free slot to more than one of them', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await resetData();
      const slot = upcomingSlot('free', round);
      await seedOrder({ userId: `earlier-customer-${round}`, slot });
      await race(slot, round, SLOT_CAPACITY.free - 1, log);
    }
  }, 300_000);

  it('never gives an empty special slot to more than three of them', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await resetData();
      await race(upcomingSlot('special', round, 1), round, SLOT_CAPACITY.special, log);
    }
  }, 300_000);
});

describe('a sequential fill', () => {
  it.each(['free', 'special'] as const)(
    'reaches the %s capacity exactly, then refuses with slot-full',
    async (type) => {
      await resetData();
      const slot = upcomingSlot(type, 3);
      const capacity = SLOT_CAPACITY[type];
      for (let i = 0; i < capacity; i += 1) {
        const outcome = await book(customers[i]!, slot, 100 + i);
        expect(outcome.won).toBe(true);
      }
      await expectRefusal(
        customers[capacity]!.client.call('createHold', holdRequest(slot)),
        'failed-precondition',
        'slot-full',
      );
      expect((await actualSlot(slot)).orders).toHaveLength(capacity);
      await expectSlotConsistent(slot);
    },
  );
});

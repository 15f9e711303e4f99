import { describe, expect, it } from 'vitest';
import type { Transaction } from 'firebase-admin/firestore';
import { queueOrderMail, type MailOrder } from './booking-mail';

process.env.APP_ORIGIN ??= 'https://wash.example.tt';

const order = (orderId: string): MailOrder =>
  ({
    orderId,
    userId: 'u1',
    userEmail: 'customer@example.tt',
    status: 'confirmed',
    serviceName: 'Basic Wash',
    serviceDescription: 'Exterior wash',
    description: 'Exterior wash',
    price: 0,
    location: 'Chaguanas Branch',
    appointmentDate: '2026-12-01',
    appointmentTime: '10:00 AM',
    appointmentType: 'free',
    orderCode: '1234',
    numberPlate: null,
  }) as unknown as MailOrder;

/** A transaction that only records what is created in it. */
function recordingTx() {
  const created: { message: unknown }[] = [];
  const tx = { create: (_ref: unknown, doc: { message: unknown }) => created.push(doc) };
  return { tx: tx as unknown as Transaction, created };
}

describe('queueOrderMail', () => {
  it('renders an e-mail once for an attempt run again with the same order and time', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const { tx, created } = recordingTx();
    await queueOrderMail(tx, order('ORDER-1764072000000AAAAAAAAA'), 'booking', now);
    await queueOrderMail(tx, order('ORDER-1764072000000AAAAAAAAA'), 'booking', now);
    expect(created).toHaveLength(2);
    expect(created[1]!.message).toBe(created[0]!.message);
  });

  it('renders anew when anything it is rendered from differs', async () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const { tx, created } = recordingTx();
    await queueOrderMail(tx, order('ORDER-1764072000000BBBBBBBBB'), 'booking', now);
    await queueOrderMail(tx, order('ORDER-1764072000000CCCCCCCCC'), 'booking', now);
    await queueOrderMail(tx, order('ORDER-1764072000000CCCCCCCCC'), 'give-up', now);
    await queueOrderMail(tx, order('ORDER-1764072000000CCCCCCCCC'), 'give-up', new Date(now.getTime() + 1));
    const messages = new Set(created.map((doc) => doc.message));
    expect(messages.size).toBe(4);
  });
});

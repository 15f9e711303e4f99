// npm run passes:sign (functions/src/data/orders/sign-open-passes.ts): open orders written before passes existed get their first
// signed pass, once; orders with a valid pass and closed orders are left alone.
import { describe, expect, it } from 'vitest';
import { findPackageById } from '../../src/domain/catalogue';
import { parseQrPayload } from '../../src/domain/qr-payload';
import { db } from '../../functions/src/data/admin-sdk';
import { buildOrder, orderData } from '../../functions/src/data/orders/new-order';
import { signOpenPasses } from '../../functions/src/data/orders/sign-open-passes';
import { verifyPass } from '../../functions/src/pass/order-pass';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';

resetBetweenTests();

/** An order as the app wrote it before issue 27: the spec's QR JSON, no pass, no passVersion. */
async function seedLegacyOrder(status: 'confirmed' | 'cancelled', timeIndex: number) {
  const slot = upcomingSlot('free', timeIndex);
  const order = buildOrder({
    userId: 'legacy-user',
    userEmail: 'legacy@example.test',
    contact: '+18680000000',
    servicePackage: findPackageById('basic-wash')!,
    appointmentType: 'free',
    location: slot.location,
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    numberPlate: null,
    status,
    now: new Date(),
  });
  await db.doc(`orders/${order.orderId}`).set(orderData(order, {}, new Date()));
  return order.orderId;
}

describe('signOpenPasses', () => {
  it('signs each open order without a pass once, and leaves valid passes and closed orders alone', async () => {
    const legacy = await seedLegacyOrder('confirmed', 0);
    const closed = await seedLegacyOrder('cancelled', 1);
    const current = await seedOrder({ userId: 'someone', slot: upcomingSlot('free', 2) });
    const times = async (id: string) => (await db.doc(`orders/${id}`).get()).updateTime!.toMillis();
    const [closedBefore, currentBefore] = [await times(closed), await times(current.id)];

    expect(await signOpenPasses()).toEqual({ orders: 2, signed: 1 });
    const signed = (await db.doc(`orders/${legacy}`).get()).data()!;
    expect(signed.passVersion).toBe(1);
    expect(await verifyPass(parseQrPayload(signed.qrData).pass!)).toEqual({ orderId: legacy, version: 1 });
    expect(await times(closed)).toBe(closedBefore);
    expect(await times(current.id)).toBe(currentBefore);

    expect(await signOpenPasses()).toEqual({ orders: 2, signed: 0 });
  });
});

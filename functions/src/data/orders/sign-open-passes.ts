// Signs the pass of every open order that has none (written before passes existed) or whose pass no longer verifies
// (the key was rotated): `npm run passes:sign` (scripts/sign-passes.ts). An order without a pass gets version 1; one
// with a version keeps it (re-signed with the current key). Each order is re-read in its own transaction, so a
// rebook or trade running meanwhile wins and is skipped here. Safe to run twice: a valid pass is left alone.
import { OPEN_STATUSES } from '../../../../src/domain/types';
import { passOfQrText } from '../../../../src/domain/qr-payload';
import { db } from '../admin-sdk';
import { ordersCol, readOrder } from '../booking-docs';
import { shapedQuery } from '../shaped-query';
import { currentPassVersion, signedQrData, verifyPass } from '../../pass/order-pass';

export interface SignPassesResult {
  /** Open orders read. */
  orders: number;
  /** Orders given a (new) signed pass. */
  signed: number;
}

/** Does the stored QR text carry a pass that verifies for the order's current version? */
async function hasCurrentPass(order: { orderId: string; passVersion?: number; qrData?: string }) {
  const pass = passOfQrText(order.qrData);
  const signed = pass ? await verifyPass(pass) : null;
  const version = currentPassVersion(order);
  return version > 0 && signed?.orderId === order.orderId && signed.version === version;
}

export async function signOpenPasses(): Promise<SignPassesResult> {
  const result: SignPassesResult = { orders: 0, signed: 0 };
  for (const status of OPEN_STATUSES) {
    const snap = await shapedQuery(ordersCol(), 'ordersByStatus', { status }).get();
    for (const doc of snap.docs) {
      result.orders += 1;
      if (await hasCurrentPass(readOrder(doc))) continue;
      const signed = await db.runTransaction(async (tx) => {
        const fresh = await tx.get(doc.ref);
        if (!fresh.exists) return false;
        const order = readOrder(fresh);
        if (!OPEN_STATUSES.includes(order.status) || (await hasCurrentPass(order))) return false;
        tx.update(doc.ref, await signedQrData(order, Math.max(1, currentPassVersion(order))));
        return true;
      });
      if (signed) result.signed += 1;
    }
  }
  return result;
}

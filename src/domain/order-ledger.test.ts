import { describe, expect, it } from 'vitest';
import { ledgerLines, orderLedger, paymentsOnOrder, tradeOfferCost, type LedgerOrder } from './order-ledger';

const now = new Date('2026-11-28T12:00:00Z');
const booked = new Date('2026-11-27T12:00:00Z');
const special: LedgerOrder = {
  userId: 'u1',
  status: 'confirmed',
  serviceName: 'PREMIUM WASH',
  serviceType: 'appointment',
  appointmentType: 'special',
  price: 105,
  createdAt: booked,
  specialFeePaid: { cents: 3000, paymentReference: 'T-1' },
  paymentProcessor: 'WiPay sandbox',
};
const ledgerOf = (order: LedgerOrder) => orderLedger(order, paymentsOnOrder(order), now);

describe('tradeOfferCost', () => {
  it('a rebooked offer ($0) still costs its wash at the branch; a priced one is paid online whole', () => {
    expect(tradeOfferCost({ serviceName: 'PREMIUM WASH', appointmentType: 'free', price: 0 })).toEqual({
      onlineCents: 0,
      atBranchCents: 7500,
    });
    expect(tradeOfferCost({ serviceName: 'PREMIUM WASH', appointmentType: 'special', price: 105 })).toEqual({
      onlineCents: 10500,
      atBranchCents: 0,
    });
  });
});

describe('orderLedger', () => {
  it('a special whose fee was paid on WiPay: $30 online, the $75 wash at the branch', () => {
    const ledger = ledgerOf(special);
    expect(ledger).toMatchObject({
      paidOnlineCents: 3000,
      dueAtBranchCents: 7500,
      feeSettled: 'paid-online',
    });
    expect(ledger.payments[0]).toMatchObject({ way: 'wipay-special-fee', reference: 'T-1', at: booked });
    expect(ledgerLines(ledger)).toMatchObject({
      paidOnline: '$30.00 paid online (special fee)',
      atBranch: '$75.00 at the branch, by card (wash)',
      bay: 'Collect $75.00',
      refund: null,
      cancelled: null,
    });
  });

  it('a rebooked special (stored price 0) still owes its wash, not "$0"', () => {
    expect(ledgerOf({ ...special, price: 0 }).dueAtBranchCents).toBe(7500);
  });

  it('an older special whose fee was never taken online owes wash and fee at the branch', () => {
    const old = { ...special, specialFeePaid: undefined, paymentProcessor: undefined };
    const ledger = ledgerOf(old);
    expect(ledger).toMatchObject({ paidOnlineCents: 0, dueAtBranchCents: 10500, feeSettled: 'at-branch' });
    expect(ledgerLines(ledger).atBranch).toBe('$105.00 at the branch, by card (wash and special fee)');
    expect(ledgerLines(ledger).paidOnline).toBe('Nothing paid online');
  });

  it('a fee waived by a rebook state: nothing online, the wash at the branch', () => {
    const waived = { ...special, specialFeePaid: undefined, specialFeeWaivedBy: 'T-0', price: 75 };
    expect(ledgerOf(waived)).toMatchObject({ feeSettled: 'waived', feeCents: 0, dueAtBranchCents: 7500 });
  });

  it('a free appointment: the wash at the branch', () => {
    const free = { ...special, appointmentType: 'free' as const, price: 45, serviceName: 'BASIC WASH' };
    expect(ledgerOf({ ...free, specialFeePaid: undefined })).toMatchObject({
      dueAtBranchCents: 4500,
      paidOnlineCents: 0,
    });
  });

  it('a drive-in paid on WiPay: collect nothing', () => {
    const driveIn: LedgerOrder = {
      ...special,
      serviceType: 'drive-in',
      appointmentType: 'free',
      price: 75,
      specialFeePaid: undefined,
    };
    const lines = ledgerLines(ledgerOf(driveIn));
    expect(lines).toMatchObject({
      paidOnline: '$75.00 paid online (drive-in wash)',
      bay: 'Paid online: collect nothing',
    });
    expect(lines.atBranch).toBe('Nothing to pay at the branch');
  });

  it("a paid trade: the taker paid the stored price; the seller's fee is not the taker's", () => {
    const traded = { ...special, tradedAt: now, userId: 'u2' };
    const ledger = ledgerOf(traded);
    expect(ledger.payments.map((p) => p.way)).toEqual(['wipay-trade']);
    expect(ledger).toMatchObject({ paidOnlineCents: 10500, dueAtBranchCents: 0 });
  });

  it('a $0 trade of a rebooked order: nothing online, the wash at the branch', () => {
    const traded = { ...special, tradedAt: now, price: 0, paymentProcessor: undefined };
    expect(ledgerOf(traded)).toMatchObject({ paidOnlineCents: 0, dueAtBranchCents: 7500, payments: [] });
  });

  it('refunded and cancelled by the car wash: $30 back, nothing due', () => {
    const refunded = { ...special, status: 'cancelled' as const, refundStatus: 'refunded' as const };
    const ledger = ledgerOf(refunded);
    expect(ledger).toMatchObject({
      paidOnlineCents: 0,
      refundedCents: 3000,
      dueAtBranchCents: 0,
      cancelledBy: 'car-wash',
    });
    expect(ledgerLines(ledger)).toMatchObject({
      refund: '$30.00 refunded to the card',
      cancelled: 'Cancelled by the car wash',
    });
  });

  it('a refund asked but not yet confirmed still counts as paid, and says so', () => {
    const asked = { ...special, status: 'cancelled' as const, refundStatus: 'requested' as const };
    expect(ledgerLines(ledgerOf(asked)).refund).toBe('Refund of $30.00 requested');
  });

  it('a missed appointment is told as missed, a disputed one as disputed', () => {
    expect(ledgerOf({ ...special, status: 'cancelled', noShow: true }).cancelledBy).toBe('missed');
    expect(
      ledgerOf({ ...special, status: 'cancelled', paymentDispute: { state: 'processed' } }).cancelledBy,
    ).toBe('payment-withdrawn');
  });

  it("payment records: only the holder's count, whatever their stamp; `now` names the day of 'today'", () => {
    const records = [
      {
        way: 'wipay-special-fee' as const,
        cents: 3000,
        at: booked,
        reference: 'A',
        payerId: 'seller',
        refund: null,
      },
      { way: 'wipay-trade' as const, cents: 10500, at: booked, reference: 'B', payerId: 'u1', refund: null },
      {
        way: 'wipay-trade' as const,
        cents: 999,
        at: new Date(now.getTime() + 1),
        reference: 'C',
        payerId: 'u1',
        refund: null,
      },
    ];
    const ledger = orderLedger({ ...special, tradedAt: booked }, records, now);
    // A stamp after `now` (a clock behind the server's) still counts: a payment is never hidden.
    expect(ledger.payments.map((p) => p.reference)).toEqual(['B', 'C']);
    expect(ledger.dueAtBranchCents).toBe(0);
    expect(ledger.paidOnlineTodayCents).toBe(999); // B was taken the day before `now`
  });
});

describe('orderLedger of an order a wash plan pays for (issue 43)', () => {
  const planFree: LedgerOrder = {
    ...special,
    appointmentType: 'free',
    serviceName: 'COMFORT WASH',
    price: 0,
    specialFeePaid: undefined,
    paymentProcessor: undefined,
    planId: 'PLAN-1',
  };

  it('a free appointment on a plan owes nothing at the branch and the bay reads the prepaid sentence', () => {
    const ledger = ledgerOf(planFree);
    expect(ledger).toMatchObject({ prepaidByPlan: true, dueAtBranchCents: 0, paidOnlineCents: 0 });
    expect(ledger.washCents).toBeGreaterThan(0);
    expect(ledgerLines(ledger)).toMatchObject({
      bay: 'Prepaid by plan: nothing to pay',
      atBranch: 'Prepaid by plan: nothing to pay',
      paidOnline: 'Nothing paid online',
    });
  });

  it('the same order without its plan (released by a refund) owes its wash again', () => {
    expect(ledgerOf({ ...planFree, planId: null }).dueAtBranchCents).toBeGreaterThan(0);
  });

  it("a plan drive-in records no drive-in payment of its own (the plan's purchase paid it)", () => {
    const driveIn = { ...planFree, serviceType: 'drive-in' };
    expect(paymentsOnOrder(driveIn)).toEqual([]);
    expect(ledgerLines(ledgerOf(driveIn)).bay).toBe('Prepaid by plan: nothing to pay');
  });

  it('a special on a plan that pays the fee owes nothing; one whose fee is not covered owes the fee alone', () => {
    const covered = { ...planFree, appointmentType: 'special' as const, planCoversFee: true };
    expect(ledgerOf(covered)).toMatchObject({ feeSettled: 'by-plan', dueAtBranchCents: 0 });
    const uncovered = { ...covered, planCoversFee: false };
    const ledger = ledgerOf(uncovered);
    expect(ledger).toMatchObject({ feeSettled: 'at-branch', dueAtBranchCents: 3000 });
    expect(ledgerLines(ledger)).toMatchObject({
      bay: 'Collect $30.00',
      atBranch: '$30.00 at the branch, by card (special fee)',
    });
  });

  it('a cancelled plan order owes nothing', () => {
    expect(ledgerOf({ ...planFree, status: 'cancelled' }).dueAtBranchCents).toBe(0);
  });
});

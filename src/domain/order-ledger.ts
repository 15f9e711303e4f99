/**
 * One ledger per order (issue 46): what was paid online, when and how, what was refunded, what is due at the branch
 * and who cancelled, computed in one place from the stored order and its payment records. Every screen reads it:
 * the booking confirmation and the appointment card, Past Services, the bay's answer and board, the admin list and
 * detail, the refund confirmation and the Dashboard.
 *
 * API:
 *   PAYMENT_WAYS                                   how money reached us online (one more way, e.g. a prepaid plan,
 *                                                  is one more entry here and one more label)
 *   paymentsOnOrder(order) -> LedgerPayment[]      the payments the stored order itself records (the client's view:
 *                                                  paymentRecords are server-only)
 *   orderLedger(order, payments, now) -> OrderLedger
 *   refundableCents(ledger) -> number              what a refund would give back
 *   ledgerLines(ledger) -> { paidOnline, atBranch, refund, bay }   the sentences the screens show
 *
 * Amounts are whole cents. The wash price is the catalogue's price of the order's package (the stored `price` is
 * 0 after a rebook, which is not a free wash); the special fee is settled when it was paid online (by whoever held
 * the order then) or waived by a rebook state; an older special whose fee was never taken online owes it at the
 * branch. A payment counts for the order's holder only when the holder made it (the seller's fee after a trade is
 * the seller's). Nothing is due on a cancelled order. An order a wash plan pays for (`planId`, issue 43) owes nothing
 * for the wash at the branch, and nothing for a special's fee when the plan includes it (`planCoversFee`, stored on
 * the order at booking since the order alone cannot tell); its bay line is PLAN_TEXT.prepaid.
 */
import { businessDate } from './calendar';
import { findPackageByName } from './catalogue';
import { PLAN_TEXT } from './plans';
import { APPOINTMENT_FEES, formatMoney } from './pricing';
import type { AppointmentType, OrderStatus } from './types';

/** How an order's money was taken online. 'nothing' is the absence of any payment, not a way. */
export const PAYMENT_WAYS = ['wipay-special-fee', 'wipay-drive-in', 'wipay-trade'] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];

/** What a payment bought, in the customer's words. */
export const PAYMENT_WAY_LABEL: Readonly<Record<PaymentWay, string>> = {
  'wipay-special-fee': 'special fee',
  'wipay-drive-in': 'drive-in wash',
  'wipay-trade': 'trade',
};

export type LedgerRefund = 'requested' | 'refunded' | 'rejected' | null;

/** One payment of the order: a paymentRecords document, or what the order records of it. */
export interface LedgerPayment {
  way: PaymentWay;
  cents: number;
  /** When it was taken; null when the order does not say. */
  at: Date | null;
  /** The processor's transaction id, when known. */
  reference: string | null;
  /** Who paid; null when the order does not say (then it is taken to be the holder's). */
  payerId: string | null;
  refund: LedgerRefund;
}

/** The fields of a stored order the ledger reads (OrderDoc has them all). */
export interface LedgerOrder {
  userId: string;
  status: OrderStatus;
  serviceName: string;
  serviceType?: string | null;
  appointmentType: AppointmentType;
  price: number;
  createdAt?: Date | null;
  tradedAt?: Date | null;
  specialFeePaid?: { cents: number; paymentReference: string } | null;
  specialFeeWaivedBy?: string | null;
  paymentProcessor?: string | null;
  refundStatus?: LedgerRefund | undefined;
  noShow?: boolean | null;
  paymentDispute?: { state: string } | null;
  /** The wash plan that pays for the wash (issue 43), or none. */
  planId?: string | null;
  /** Set on a plan order whose plan also pays a special's fee. */
  planCoversFee?: boolean | null;
}

export type CancelledBy = 'car-wash' | 'missed' | 'payment-withdrawn' | null;

export interface OrderLedger {
  washCents: number;
  /** The special fee owed by this order (0 for free and drive-in). */
  feeCents: number;
  feeSettled: 'paid-online' | 'waived' | 'by-plan' | 'at-branch' | 'none';
  /** A wash plan pays for the wash (issue 43). */
  prepaidByPlan: boolean;
  /** The holder's payments, oldest first. */
  payments: LedgerPayment[];
  /** Taken online and not refunded (a requested refund still counts until WiPay confirms it). */
  paidOnlineCents: number;
  refundedCents: number;
  refundRequestedCents: number;
  /** What the branch collects; 0 on a cancelled order. */
  dueAtBranchCents: number;
  cancelledBy: CancelledBy;
  /** Taken online on the business day of `now` and not refunded (what this order adds to "taken online today"). */
  paidOnlineTodayCents: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const isWiPay = (processor: string | null | undefined) =>
  typeof processor === 'string' && processor.startsWith('WiPay ');

/** The wash's catalogue price; an unknown package falls back to the stored price less the fee. */
function washCentsOf(order: LedgerOrder): number {
  const pkg = findPackageByName(order.serviceName ?? '');
  if (pkg) return cents(pkg.priceValue);
  const fee = order.serviceType === 'drive-in' ? 0 : (APPOINTMENT_FEES[order.appointmentType] ?? 0);
  return Math.max(0, cents(Number(order.price) || 0) - cents(fee));
}

/**
 * The payments the stored order records: its special fee (unless a trade gave the order to someone else since), the
 * drive-in's price (a drive-in order is made only by its payment), and a trade's price when a WiPay processor took the taker's money.
 * The order's refundStatus belongs to its holder's newest WiPay payment.
 * @example paymentsOnOrder({ appointmentType: 'special', specialFeePaid: { cents: 3000, paymentReference: 'T1' }, ... })
 *          // [{ way: 'wipay-special-fee', cents: 3000, reference: 'T1', ... }]
 */
export function paymentsOnOrder(order: LedgerOrder): LedgerPayment[] {
  const refund = order.refundStatus ?? null;
  const base = { payerId: null, refund };
  if (order.tradedAt) {
    if (!isWiPay(order.paymentProcessor) || !(order.price > 0)) return [];
    return [{ ...base, way: 'wipay-trade', cents: cents(order.price), at: order.tradedAt, reference: null }];
  }
  // A wash plan's order was paid for by the plan's purchase (its own paymentRecords entry), not by this order.
  if (order.planId) return [];
  if (order.serviceType === 'drive-in') {
    // A drive-in exists only once its price was taken (checkout-drive-in.ts), whichever processor took it.
    const at = order.createdAt ?? null;
    const paid = order.price > 0 ? cents(order.price) : washCentsOf(order);
    return [{ ...base, way: 'wipay-drive-in', cents: paid, at, reference: null }];
  }
  const fee = order.specialFeePaid;
  if (order.appointmentType !== 'special' || !fee || !(fee.cents > 0)) return [];
  return [
    {
      ...base,
      way: 'wipay-special-fee',
      cents: fee.cents,
      at: order.createdAt ?? null,
      reference: fee.paymentReference || null,
    },
  ];
}

function feeOf(order: LedgerOrder): Pick<OrderLedger, 'feeCents' | 'feeSettled'> {
  if (order.serviceType === 'drive-in' || order.appointmentType !== 'special')
    return { feeCents: 0, feeSettled: 'none' };
  const feeCents = cents(APPOINTMENT_FEES.special);
  if (order.specialFeePaid && order.specialFeePaid.cents > 0) return { feeCents, feeSettled: 'paid-online' };
  if (order.specialFeeWaivedBy) return { feeCents: 0, feeSettled: 'waived' };
  if (order.planId && order.planCoversFee) return { feeCents: 0, feeSettled: 'by-plan' };
  return { feeCents, feeSettled: 'at-branch' };
}

function cancelledByOf(order: LedgerOrder): CancelledBy {
  if (order.status !== 'cancelled') return null;
  if (order.noShow) return 'missed';
  const dispute = order.paymentDispute?.state;
  if (dispute && dispute !== 'released') return 'payment-withdrawn';
  return 'car-wash';
}

/**
 * The ledger of `order` from its `payments` (paymentRecords on the server, paymentsOnOrder on the client). `now`
 * names the business day of `paidOnlineTodayCents`; every payment counts whatever its stamp (a customer's clock may
 * be behind the server's, and a screen's `now` a minute old: a payment is never hidden for that).
 * @example orderLedger(paidSpecial, paymentsOnOrder(paidSpecial), now).dueAtBranchCents // 7500
 */
export function orderLedger(order: LedgerOrder, payments: readonly LedgerPayment[], now: Date): OrderLedger {
  const mine = payments
    .filter((p) => p.payerId === null || p.payerId === order.userId)
    .slice()
    .sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
  const kept = mine.filter((p) => p.refund !== 'refunded');
  const sum = (list: LedgerPayment[]) => list.reduce((total, p) => total + p.cents, 0);
  const washCents = washCentsOf(order);
  const fee = feeOf(order);
  // The fee is owed at the branch only when it was never settled; what the holder paid beyond the fee pays the wash.
  const feeAtBranch = fee.feeSettled === 'at-branch' ? fee.feeCents : 0;
  const towardWash = sum(kept.filter((p) => p.way !== 'wipay-special-fee'));
  const open = order.status !== 'cancelled';
  const prepaidByPlan = Boolean(order.planId);
  const washDue = prepaidByPlan ? 0 : washCents;
  return {
    washCents,
    ...fee,
    prepaidByPlan,
    payments: mine,
    paidOnlineCents: sum(kept),
    refundedCents: sum(mine.filter((p) => p.refund === 'refunded')),
    refundRequestedCents: sum(mine.filter((p) => p.refund === 'requested')),
    dueAtBranchCents: open ? Math.max(0, washDue + feeAtBranch - towardWash) : 0,
    cancelledBy: cancelledByOf(order),
    paidOnlineTodayCents: sum(kept.filter((p) => p.at !== null && businessDate(p.at) === businessDate(now))),
  };
}

/**
 * What a refund of the order gives back: the holder's newest payment not refunded or asked back already (what
 * adminRefundOrder refunds: data/payments/refunds.ts), in cents; 0 when there is none.
 * @example refundableCents(orderLedger(paidSpecial, paymentsOnOrder(paidSpecial), now)) // 3000
 */
export function refundableCents(ledger: OrderLedger): number {
  const newest = ledger.payments[ledger.payments.length - 1];
  return newest && newest.refund !== 'refunded' && newest.refund !== 'requested' ? newest.cents : 0;
}

/**
 * What taking a trade offer costs its taker (issue 46: a rebooked offer read '$0', as if the wash were free): the
 * offer's price online now, and what the branch then collects (the ledger of the order as the taker would hold it;
 * the offered special's fee was settled by its seller, online or waived, or its price carries it).
 * @example tradeOfferCost({ serviceName: 'PREMIUM WASH', appointmentType: 'free', price: 0 }) // { onlineCents: 0, atBranchCents: 7500 }
 */
export function tradeOfferCost(offer: Pick<LedgerOrder, 'serviceName' | 'appointmentType' | 'price'>) {
  const taken: LedgerOrder = {
    ...offer,
    userId: 'taker',
    status: 'confirmed',
    serviceType: 'appointment',
    tradedAt: new Date(0),
    paymentProcessor: offer.price > 0 ? 'WiPay trade' : null,
    specialFeeWaivedBy: offer.appointmentType === 'special' ? 'the seller' : null,
  };
  const ledger = orderLedger(taken, paymentsOnOrder(taken), new Date(0));
  return { onlineCents: ledger.paidOnlineCents, atBranchCents: ledger.dueAtBranchCents };
}

/** '$30.00' from 3000. */
export const formatCents = (amount: number) => formatMoney(amount / 100);

const CANCELLED_BY_TEXT: Readonly<Record<Exclude<CancelledBy, null>, string>> = {
  'car-wash': 'Cancelled by the car wash',
  missed: 'Missed: the car was not checked in during its arrival window',
  'payment-withdrawn': 'Cancelled: the card payment was disputed',
};

export interface LedgerLines {
  /** '$30.00 paid online (special fee)' or 'Nothing paid online'. */
  paidOnline: string;
  /** '$75.00 at the branch, by card (wash)', 'Nothing to pay at the branch' or PLAN_TEXT.prepaid. */
  atBranch: string;
  /** '$30.00 refunded to the card' / 'Refund of $30.00 requested', or null. */
  refund: string | null;
  /** Who cancelled, or null when not cancelled. */
  cancelled: string | null;
  /** The bay's instruction: 'Collect $75.00', 'Paid online: collect nothing' or PLAN_TEXT.prepaid. */
  bay: string;
}

/** The sentences every screen shows of a ledger, so they all say the same thing the same way. */
export function ledgerLines(ledger: OrderLedger): LedgerLines {
  const ways = [...new Set(ledger.payments.filter((p) => p.refund !== 'refunded').map((p) => p.way))];
  const paidOnline =
    ledger.paidOnlineCents > 0
      ? `${formatCents(ledger.paidOnlineCents)} paid online (${ways.map((w) => PAYMENT_WAY_LABEL[w]).join(', ')})`
      : 'Nothing paid online';
  const what =
    ledger.feeSettled !== 'at-branch'
      ? 'wash'
      : ledger.prepaidByPlan
        ? 'special fee'
        : 'wash and special fee';
  const due = ledger.dueAtBranchCents;
  const nothing = ledger.prepaidByPlan ? PLAN_TEXT.prepaid : 'Nothing to pay at the branch';
  const atBranch = due > 0 ? `${formatCents(due)} at the branch, by card (${what})` : nothing;
  const refund =
    ledger.refundedCents > 0
      ? `${formatCents(ledger.refundedCents)} refunded to the card`
      : ledger.refundRequestedCents > 0
        ? `Refund of ${formatCents(ledger.refundRequestedCents)} requested`
        : null;
  const bay =
    due > 0
      ? `Collect ${formatCents(due)}`
      : ledger.prepaidByPlan
        ? PLAN_TEXT.prepaid
        : ledger.paidOnlineCents > 0
          ? 'Paid online: collect nothing'
          : 'Nothing to collect';
  return {
    paidOnline,
    atBranch,
    refund,
    cancelled: ledger.cancelledBy ? CANCELLED_BY_TEXT[ledger.cancelledBy] : null,
    bay,
  };
}

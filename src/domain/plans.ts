/**
 * Wash plans (issue 43, docs/plans.md): a prepaid wash book or a 30-day pass, bound to one car, bought through WiPay
 * for a fixed term and renewed by the customer. Pure rules: the server's booking, bay and checkout paths and the
 * screens decide with these same functions.
 *
 * API:
 *   DEFAULT_PLAN_TYPES                        the two plans a new deployment starts with (the admin edits them)
 *   planCovers(planServiceId, serviceId)      does a plan of this package pay for that wash? (same or cheaper)
 *   planCounts(uses, washes) -> { reserved, used, forfeited, left }
 *   planUseRefusal(plan, use) -> PlanRefusal | null   may this plan pay for this wash? (booking, rebook, bay)
 *   planTerm(now, validityDays, currentEnds) -> { startsAt, endsAt }   a renewal starts when the current term ends
 *   planStatus(plan, now) -> 'upcoming' | 'active' | 'used-up' | 'ended' | 'refunded'
 *   planMoney(plan) -> { earnedCents, deferredCents }  revenue received vs still owed in washes
 *   PLAN_TEXT                                 the sentences shown to customers and read out at the bay
 *
 * Times are instants (Date); the per-day cap counts washes on the same business date (America/Port_of_Spain).
 */
import { findPackageById, WASH_PACKAGES } from './catalogue';
import { MONEY_TEXT } from './messages';

/** One plan on sale: the admin's catalogue (planTypes/{id}). Prices are TTD dollars; the server's are charged. */
export interface PlanType {
  id: string;
  name: string;
  /** The package the plan pays for (it also pays for a cheaper one). */
  serviceId: string;
  /** Washes in one term. */
  washes: number;
  /** Days from the start of the term to its end. */
  validityDays: number;
  /** TTD dollars for one term. */
  priceValue: number;
  /** Whether the plan also pays a special appointment's fee. */
  includesSpecialFee: boolean;
  /** Most washes on one business day. */
  perDayCap: number;
  onSale: boolean;
}

/** The plans a new deployment starts with, as a wash in Chaguanas would plausibly start (the admin's to change). */
export const DEFAULT_PLAN_TYPES: readonly PlanType[] = [
  {
    id: 'basic-book-5',
    name: '5-Wash Basic Book',
    serviceId: 'basic-wash',
    washes: 5,
    validityDays: 182,
    priceValue: 200,
    includesSpecialFee: false,
    perDayCap: 1,
    onSale: true,
  },
  {
    id: 'comfort-pass-30',
    name: '30-Day Comfort Pass',
    serviceId: 'comfort-wash',
    washes: 8,
    validityDays: 30,
    priceValue: 350,
    includesSpecialFee: false,
    perDayCap: 1,
    onSale: true,
  },
];

/** Limits of the admin's catalogue (adminSavePlanType refuses values beyond them). */
export const PLAN_LIMITS = {
  maxWashes: 60,
  maxValidityDays: 400,
  maxPriceValue: 10_000,
  maxPerDayCap: 4,
  maxNameLength: 60,
} as const;

export type PlanUseState = 'reserved' | 'used' | 'forfeited';

/** One wash of a plan: the order it paid for, that order's business date, and where it stands. */
export interface PlanUse {
  orderId: string;
  /** YYYY-MM-DD (business date of the appointment or the drive-in). */
  date: string;
  state: PlanUseState;
  /** When it last changed. */
  at: Date;
}

/** A bought plan as the rules read it (plans/{planId}). */
export interface PlanFacts {
  id: string;
  userId: string;
  serviceId: string;
  washes: number;
  perDayCap: number;
  includesSpecialFee: boolean;
  /** Uppercase, no whitespace. */
  plate: string;
  status: 'active' | 'refunded';
  /**
   * The card payment of this term is disputed and not settled (a pending chargeback): its washes are held, as an
   * order's pass is, until the dispute is released (or the plan stops when the money is gone).
   */
  paymentOnHold?: boolean;
  startsAt: Date;
  endsAt: Date;
  /** TTD dollars paid for this term. */
  priceValue: number;
  uses: readonly PlanUse[];
}

const rankOf = (serviceId: string): number => WASH_PACKAGES.findIndex((p) => p.id === serviceId);

/**
 * A plan of `planServiceId` pays for `serviceId` when that wash is the same package or a cheaper one.
 * @example planCovers('comfort-wash', 'basic-wash') // true
 * @example planCovers('basic-wash', 'premium-wash') // false
 */
export function planCovers(planServiceId: string, serviceId: string): boolean {
  const plan = rankOf(planServiceId);
  const wash = rankOf(serviceId);
  if (plan < 0 || wash < 0) return false;
  return wash <= plan;
}

/**
 * The plan's washes by state, and those left to book (neither reserved, used nor forfeited).
 * @example planCounts([{ state: 'used', ... }], 8) // { reserved: 0, used: 1, forfeited: 0, left: 7 }
 */
export function planCounts(uses: readonly PlanUse[], washes: number) {
  const count = (state: PlanUseState) => uses.filter((u) => u.state === state).length;
  const reserved = count('reserved');
  const used = count('used');
  const forfeited = count('forfeited');
  return { reserved, used, forfeited, left: Math.max(0, washes - reserved - used - forfeited) };
}

export type PlanRefusal =
  | 'not-yours'
  | 'refunded'
  | 'payment-on-hold'
  | 'not-started'
  | 'ended'
  | 'package'
  | 'plate'
  | 'day-cap'
  | 'none-left'
  | 'special-fee';

/** What the plan would pay for. */
export interface PlanUseRequest {
  uid: string;
  serviceId: string;
  /** Uppercase plate of the car (the booking's or the one at the bay). */
  plate: string | null;
  /** The wash's instant (the appointment, or now at the bay). */
  at: Date;
  /** Its business date, YYYY-MM-DD. */
  date: string;
  appointmentType: 'free' | 'special' | 'drive-in';
  /** A rebook or a check-in of an order the plan already holds: that use is not counted again. */
  orderId?: string;
}

const normalPlate = (plate: string | null) => (plate ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * Why `plan` may not pay for the wash of `use`, or null when it may. Checked in the server's transaction that
 * reserves or consumes the wash; the screens use it to offer "Use my plan".
 * @example planUseRefusal(plan, { ...use, date: '2026-12-02' }) // 'day-cap' when a wash is booked that day
 */
export function planUseRefusal(plan: PlanFacts, use: PlanUseRequest): PlanRefusal | null {
  if (plan.userId !== use.uid) return 'not-yours';
  if (plan.status !== 'active') return 'refunded';
  if (plan.paymentOnHold) return 'payment-on-hold';
  if (use.at.getTime() < plan.startsAt.getTime()) return 'not-started';
  if (use.at.getTime() >= plan.endsAt.getTime()) return 'ended';
  if (!planCovers(plan.serviceId, use.serviceId)) return 'package';
  if (normalPlate(use.plate) !== normalPlate(plan.plate)) return 'plate';
  if (use.appointmentType === 'special' && !plan.includesSpecialFee) return 'special-fee';
  const others = plan.uses.filter((u) => u.orderId !== use.orderId);
  const own = plan.uses.find((u) => u.orderId === use.orderId && u.state === 'reserved');
  const sameDay = others.filter((u) => u.date === use.date && u.state !== 'forfeited').length;
  if (sameDay >= plan.perDayCap) return 'day-cap';
  if (!own && planCounts(others, plan.washes).left < 1) return 'none-left';
  return null;
}

const DAY_MS = 86_400_000;

/**
 * The term a purchase buys: from now, or from the end of the customer's current term of the same plan for the same
 * car (a renewal bought early starts when the current one ends).
 * @example planTerm(new Date('2026-12-01T12:00Z'), 30, new Date('2026-12-10T12:00Z')).startsAt // 2026-12-10T12:00Z
 */
export function planTerm(now: Date, validityDays: number, currentEndsAt: Date | null) {
  if (!Number.isInteger(validityDays) || validityDays < 1)
    throw new RangeError(`validityDays must be a positive whole number, got ${validityDays}`);
  const start = currentEndsAt && currentEndsAt.getTime() > now.getTime() ? currentEndsAt : now;
  return { startsAt: start, endsAt: new Date(start.getTime() + validityDays * DAY_MS) };
}

export type PlanStatus = 'upcoming' | 'active' | 'used-up' | 'ended' | 'refunded';

/** Where the plan stands at `now`. */
export function planStatus(plan: PlanFacts, now: Date): PlanStatus {
  if (plan.status === 'refunded') return 'refunded';
  if (now.getTime() >= plan.endsAt.getTime()) return 'ended';
  if (now.getTime() < plan.startsAt.getTime()) return 'upcoming';
  const { left, reserved } = planCounts(plan.uses, plan.washes);
  return left === 0 && reserved === 0 ? 'used-up' : 'active';
}

/**
 * The plan's price split into what its washes have earned (used, forfeited, or every wash once the term ended) and
 * what is still owed in washes (deferred revenue). A refunded plan earned and owes nothing.
 */
export function planMoney(plan: PlanFacts, now: Date): { earnedCents: number; deferredCents: number } {
  const total = Math.round(plan.priceValue * 100);
  if (plan.status === 'refunded') return { earnedCents: 0, deferredCents: 0 };
  if (now.getTime() >= plan.endsAt.getTime()) return { earnedCents: total, deferredCents: 0 };
  const { used, forfeited } = planCounts(plan.uses, plan.washes);
  const earnedCents = Math.min(total, Math.round((total * (used + forfeited)) / Math.max(1, plan.washes)));
  return { earnedCents, deferredCents: total - earnedCents };
}

/** The plan's terms in plain words, for the Plans page and the receipt. */
export function planTermsText(type: PlanType): string {
  const pkg = findPackageById(type.serviceId);
  const wash = pkg ? pkg.name : 'wash';
  const perDay = type.perDayCap === 1 ? 'one a day' : `up to ${type.perDayCap} a day`;
  const fee = type.includesSpecialFee ? ' Special appointment fees are included.' : '';
  return (
    `${type.washes} ${wash}${type.washes === 1 ? '' : pkg ? 'ES' : 'es'} (or a cheaper wash), ${perDay}, for one car, ` +
    `within ${type.validityDays} days of the start.${fee} Renew it yourself: nothing is charged automatically.`
  );
}

/** Sentences for customers and for the attendant to read out (the server's refusals use the same). */
export const PLAN_TEXT = {
  useMyPlan: (left: number, washes: number) => `Use my plan (${left} of ${washes} left)`,
  prepaid: 'Prepaid by plan: nothing to pay',
  refusal: {
    'not-yours': 'This plan belongs to another customer.',
    refunded: 'This plan was refunded and can no longer be used.',
    'payment-on-hold': MONEY_TEXT.passOnHold,
    'not-started': 'This plan has not started yet.',
    ended: 'This plan has ended. It can be renewed on the Plans page.',
    package: 'This plan does not cover this wash package.',
    plate: 'This plan is for another car: the number plate does not match.',
    'day-cap': 'This plan has already been used for the most washes allowed on that day.',
    'none-left': 'This plan has no washes left.',
    'special-fee': 'This plan does not pay the special appointment fee.',
  } satisfies Record<PlanRefusal, string>,
  notFound: 'No such plan.',
  notOnSale: 'This plan is not on sale.',
  notRefundable: 'This plan has washes used already and cannot be refunded in full.',
  noTrade: 'An appointment paid by a plan cannot be offered for trade.',
  plateNeeded: 'Enter the number plate of the car this plan is for.',
  // The screens' own sentences (plan-ui).
  bought:
    'Payment received: your plan is ready. Show its pass at the bay, or choose "Use my plan" when you book.',
  signInToBuy: 'Sign in to buy a plan: it is bound to your account and your car.',
  renewStartsAtEnd: (endsOn: string) => `A renewal bought now starts when this term ends (${endsOn}).`,
  noneOnSale: 'No plans are on sale right now.',
  noPlans: 'You have no plans yet.',
  notPaid:
    'Your payment was not completed and your card was not charged. You can buy the plan again on the Plans page.',
  loadFailed: 'Could not load the plans. Check the connection and try again.',
  left: (left: number, washes: number) => `${left} of ${washes} left`,
  status: {
    upcoming: 'Starts later',
    active: 'Active',
    'used-up': 'All washes used',
    ended: 'Ended',
    refunded: 'Refunded',
  } satisfies Record<PlanStatus, string>,
} as const;

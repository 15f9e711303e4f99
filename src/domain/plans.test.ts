import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN_TYPES,
  PLAN_LIMITS,
  PLAN_TEXT,
  planCounts,
  planCovers,
  planMoney,
  planStatus,
  planTerm,
  planTermsText,
  planUseRefusal,
  type PlanFacts,
  type PlanUse,
  type PlanUseRequest,
} from './plans';

const DAY = 86_400_000;
const START = new Date('2026-12-01T12:00:00Z');
const END = new Date(START.getTime() + 30 * DAY);

const use = (orderId: string, date: string, state: PlanUse['state']): PlanUse => ({
  orderId,
  date,
  state,
  at: START,
});

const plan = (over: Partial<PlanFacts> = {}): PlanFacts => ({
  id: 'PLAN-abc',
  userId: 'alice',
  serviceId: 'comfort-wash',
  washes: 8,
  perDayCap: 1,
  includesSpecialFee: false,
  plate: 'PDF1234',
  status: 'active',
  startsAt: START,
  endsAt: END,
  priceValue: 350,
  uses: [],
  ...over,
});

const wash = (over: Partial<PlanUseRequest> = {}): PlanUseRequest => ({
  uid: 'alice',
  serviceId: 'comfort-wash',
  plate: 'PDF1234',
  at: new Date(START.getTime() + DAY),
  date: '2026-12-02',
  appointmentType: 'free',
  ...over,
});

describe('DEFAULT_PLAN_TYPES', () => {
  it('are the two plans of the issue, on sale, within the admin limits', () => {
    expect(
      DEFAULT_PLAN_TYPES.map((t) => [t.id, t.serviceId, t.washes, t.validityDays, t.priceValue]),
    ).toEqual([
      ['basic-book-5', 'basic-wash', 5, 182, 200],
      ['comfort-pass-30', 'comfort-wash', 8, 30, 350],
    ]);
    for (const t of DEFAULT_PLAN_TYPES) {
      expect(t.onSale).toBe(true);
      expect(t.perDayCap).toBe(1);
      expect(t.washes).toBeLessThanOrEqual(PLAN_LIMITS.maxWashes);
      expect(t.validityDays).toBeLessThanOrEqual(PLAN_LIMITS.maxValidityDays);
      expect(t.priceValue).toBeLessThanOrEqual(PLAN_LIMITS.maxPriceValue);
      expect(t.name.length).toBeLessThanOrEqual(PLAN_LIMITS.maxNameLength);
    }
  });
});

describe('planCovers', () => {
  it('pays for the same package and a cheaper one, not a dearer one', () => {
    expect(planCovers('comfort-wash', 'comfort-wash')).toBe(true);
    expect(planCovers('comfort-wash', 'basic-wash')).toBe(true);
    expect(planCovers('comfort-wash', 'premium-wash')).toBe(false);
    expect(planCovers('basic-wash', 'comfort-wash')).toBe(false);
    expect(planCovers('premium-wash', 'basic-wash')).toBe(true);
  });

  it('pays for nothing of an unknown package on either side', () => {
    expect(planCovers('gold-wash', 'basic-wash')).toBe(false);
    expect(planCovers('premium-wash', 'gold-wash')).toBe(false);
  });
});

describe('planCounts', () => {
  it('counts each state and what is left', () => {
    const uses = [
      use('a', 'x', 'reserved'),
      use('b', 'y', 'used'),
      use('c', 'z', 'used'),
      use('d', 'w', 'forfeited'),
    ];
    expect(planCounts(uses, 8)).toEqual({ reserved: 1, used: 2, forfeited: 1, left: 4 });
  });

  it('leaves all of them with no use, none when all are taken, and never a negative count', () => {
    expect(planCounts([], 5).left).toBe(5);
    expect(planCounts([use('a', 'x', 'used')], 1).left).toBe(0);
    expect(planCounts([use('a', 'x', 'used'), use('b', 'y', 'used')], 1).left).toBe(0);
  });
});

describe('planUseRefusal', () => {
  it('lets the owner use an active plan for a covered wash of the plate', () => {
    expect(planUseRefusal(plan(), wash())).toBeNull();
    expect(planUseRefusal(plan(), wash({ serviceId: 'basic-wash', plate: ' pdf 1234 ' }))).toBeNull();
  });

  it('refuses another customer and a refunded plan', () => {
    expect(planUseRefusal(plan(), wash({ uid: 'bob' }))).toBe('not-yours');
    expect(planUseRefusal(plan({ status: 'refunded' }), wash())).toBe('refunded');
  });

  it('holds every wash while the payment is disputed, and lets it go once the dispute is released', () => {
    expect(planUseRefusal(plan({ paymentOnHold: true }), wash())).toBe('payment-on-hold');
    expect(planUseRefusal(plan({ paymentOnHold: false }), wash())).toBeNull();
  });

  it('holds at the start instant and refuses a millisecond before it', () => {
    expect(planUseRefusal(plan(), wash({ at: START }))).toBeNull();
    expect(planUseRefusal(plan(), wash({ at: new Date(START.getTime() - 1) }))).toBe('not-started');
  });

  it('holds a millisecond before the end and refuses at the end', () => {
    expect(planUseRefusal(plan(), wash({ at: new Date(END.getTime() - 1) }))).toBeNull();
    expect(planUseRefusal(plan(), wash({ at: END }))).toBe('ended');
  });

  it('refuses a dearer package, another plate or no plate', () => {
    expect(planUseRefusal(plan(), wash({ serviceId: 'premium-wash' }))).toBe('package');
    expect(planUseRefusal(plan(), wash({ plate: 'PDF1235' }))).toBe('plate');
    expect(planUseRefusal(plan(), wash({ plate: null }))).toBe('plate');
  });

  it("refuses a special's fee unless the plan includes it; drive-ins are like free appointments", () => {
    expect(planUseRefusal(plan(), wash({ appointmentType: 'special' }))).toBe('special-fee');
    expect(
      planUseRefusal(plan({ includesSpecialFee: true }), wash({ appointmentType: 'special' })),
    ).toBeNull();
    expect(planUseRefusal(plan(), wash({ appointmentType: 'drive-in' }))).toBeNull();
  });

  it('refuses a wash beyond the per-day cap, counting reserved and used but not forfeited ones', () => {
    const reserved = plan({ uses: [use('o1', '2026-12-02', 'reserved')] });
    expect(planUseRefusal(reserved, wash())).toBe('day-cap');
    expect(planUseRefusal(reserved, wash({ date: '2026-12-03' }))).toBeNull();
    expect(planUseRefusal(plan({ uses: [use('o1', '2026-12-02', 'used')] }), wash())).toBe('day-cap');
    expect(planUseRefusal(plan({ uses: [use('o1', '2026-12-02', 'forfeited')] }), wash())).toBeNull();
    const two = plan({ perDayCap: 2, uses: [use('o1', '2026-12-02', 'used')] });
    expect(planUseRefusal(two, wash())).toBeNull();
    expect(planUseRefusal({ ...two, uses: [...two.uses, use('o2', '2026-12-02', 'reserved')] }, wash())).toBe(
      'day-cap',
    );
  });

  it('refuses the wash after the last one, and allows the last one', () => {
    const dates = ['01', '03', '04', '05', '06', '07', '08'].map((d) => `2026-12-${d}`);
    const seven = plan({ uses: dates.map((d, i) => use(`o${i}`, d, 'used')) });
    expect(planUseRefusal(seven, wash())).toBeNull();
    const eight = plan({ uses: [...seven.uses, use('o9', '2026-12-09', 'forfeited')] });
    expect(planUseRefusal(eight, wash())).toBe('none-left');
  });

  it("does not count an order's own reserved use twice (a rebook, a check-in)", () => {
    const full = plan({
      washes: 1,
      uses: [use('mine', '2026-12-02', 'reserved')],
    });
    expect(planUseRefusal(full, wash({ orderId: 'mine' }))).toBeNull();
    expect(planUseRefusal(full, wash({ orderId: 'mine', date: '2026-12-05' }))).toBeNull();
    expect(planUseRefusal(full, wash())).toBe('day-cap');
    expect(planUseRefusal(full, wash({ date: '2026-12-05' }))).toBe('none-left');
  });

  it('has a sentence for every refusal', () => {
    for (const text of Object.values(PLAN_TEXT.refusal)) expect(text.length).toBeGreaterThan(10);
  });
});

describe('planTerm', () => {
  it('starts now when nothing is current, and lasts validityDays', () => {
    expect(planTerm(START, 30, null)).toEqual({ startsAt: START, endsAt: END });
  });

  it('starts a renewal at the end of the current term, bought before the end', () => {
    const current = new Date(START.getTime() + 9 * DAY);
    expect(planTerm(START, 30, current)).toEqual({
      startsAt: current,
      endsAt: new Date(current.getTime() + 30 * DAY),
    });
  });

  it('starts now when the current term ended at or before now', () => {
    expect(planTerm(START, 30, START).startsAt).toEqual(START);
    expect(planTerm(START, 30, new Date(START.getTime() - 1)).startsAt).toEqual(START);
    expect(planTerm(START, 30, new Date(START.getTime() + 1)).startsAt).toEqual(
      new Date(START.getTime() + 1),
    );
  });

  it('refuses a validity that is not a positive whole number of days', () => {
    expect(planTerm(START, 1, null).endsAt).toEqual(new Date(START.getTime() + DAY));
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => planTerm(START, bad, null)).toThrow(RangeError);
  });
});

describe('planStatus', () => {
  it('is upcoming before the start and active from it', () => {
    expect(planStatus(plan(), new Date(START.getTime() - 1))).toBe('upcoming');
    expect(planStatus(plan(), START)).toBe('active');
  });

  it('is ended at the end instant, not a millisecond before', () => {
    expect(planStatus(plan(), new Date(END.getTime() - 1))).toBe('active');
    expect(planStatus(plan(), END)).toBe('ended');
  });

  it('is used-up when nothing is left nor reserved, active while one is still reserved', () => {
    const used = plan({ washes: 1, uses: [use('a', '2026-12-02', 'used')] });
    expect(planStatus(used, START)).toBe('used-up');
    expect(planStatus(plan({ washes: 1, uses: [use('a', '2026-12-02', 'reserved')] }), START)).toBe('active');
  });

  it('is refunded whatever the dates', () => {
    expect(planStatus(plan({ status: 'refunded' }), START)).toBe('refunded');
    expect(planStatus(plan({ status: 'refunded' }), END)).toBe('refunded');
  });
});

describe('planMoney', () => {
  it('defers the whole price of an unused plan', () => {
    expect(planMoney(plan(), START)).toEqual({ earnedCents: 0, deferredCents: 35_000 });
  });

  it('earns a share per wash used or forfeited, not per reserved wash', () => {
    const uses = [use('a', 'x', 'used'), use('b', 'y', 'forfeited'), use('c', 'z', 'reserved')];
    expect(planMoney(plan({ uses }), START)).toEqual({ earnedCents: 8_750, deferredCents: 26_250 });
  });

  it('rounds to whole cents and never earns more than the price', () => {
    const book = plan({ washes: 3, priceValue: 100, uses: [use('a', 'x', 'used')] });
    expect(planMoney(book, START)).toEqual({ earnedCents: 3_333, deferredCents: 6_667 });
    const over = plan({ washes: 1, priceValue: 10, uses: [use('a', 'x', 'used'), use('b', 'y', 'used')] });
    expect(planMoney(over, START)).toEqual({ earnedCents: 1_000, deferredCents: 0 });
  });

  it('earns everything once the term ended (a millisecond before, it still defers)', () => {
    expect(planMoney(plan(), new Date(END.getTime() - 1)).deferredCents).toBe(35_000);
    expect(planMoney(plan(), END)).toEqual({ earnedCents: 35_000, deferredCents: 0 });
  });

  it('counts nothing for a refunded plan', () => {
    expect(planMoney(plan({ status: 'refunded' }), START)).toEqual({ earnedCents: 0, deferredCents: 0 });
  });
});

describe('planTermsText', () => {
  it('says the washes, the package, the cap, the car, the validity and that nothing renews by itself', () => {
    const pass = DEFAULT_PLAN_TYPES[1]!;
    expect(planTermsText(pass)).toBe(
      '8 COMFORT WASHES (or a cheaper wash), one a day, for one car, within 30 days of the start. ' +
        'Renew it yourself: nothing is charged automatically.',
    );
  });

  it('says a cap above one, a single wash, and an included special fee', () => {
    const type = { ...DEFAULT_PLAN_TYPES[0]!, washes: 1, perDayCap: 2, includesSpecialFee: true };
    const text = planTermsText(type);
    expect(text).toContain('1 BASIC WASH (or');
    expect(text).toContain('up to 2 a day');
    expect(text).toContain('Special appointment fees are included.');
  });

  it('falls back to "wash" for a package the catalogue does not know', () => {
    expect(planTermsText({ ...DEFAULT_PLAN_TYPES[0]!, serviceId: 'gold' })).toMatch(
      /^5 washes \(or a cheaper wash\)/,
    );
  });

  it('words the use button with what is left', () => {
    expect(PLAN_TEXT.useMyPlan(7, 8)).toBe('Use my plan (7 of 8 left)');
  });
});

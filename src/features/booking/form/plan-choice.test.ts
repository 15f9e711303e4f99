import { describe, expect, it } from 'vitest';
import { slotInstant } from '../../../domain/calendar';
import { makeMyPlan } from '../../../test-support/plans.fixtures';
import { planOffer } from './plan-choice';

const now = new Date('2026-12-01T12:00:00Z');
const selection = {
  location: 'Chaguanas Branch',
  type: 'free' as const,
  date: '2026-12-02',
  time: '8:00 AM',
};
const base = { uid: 'u1', serviceId: 'basic-wash', selection, now };
const plan = (fields = {}) => makeMyPlan(fields, now.getTime());

describe('planOffer (the booking form\'s "Use my plan")', () => {
  it('offers a plan of the same or a dearer package, not a cheaper one', () => {
    expect(planOffer([plan()], base)?.planId).toBe('PLAN-chk-1');
    expect(planOffer([plan()], { ...base, serviceId: 'premium-wash' })).toBeNull();
  });

  it('offers nothing before a type is chosen, and a special only when the plan pays its fee', () => {
    expect(planOffer([plan()], { ...base, selection: { ...selection, type: '' } })).toBeNull();
    const special = { ...base, selection: { ...selection, type: 'special' as const } };
    expect(planOffer([plan()], special)).toBeNull();
    expect(planOffer([plan({ includesSpecialFee: true })], special)).not.toBeNull();
  });

  it('keeps to the day cap of the chosen date and to the term (the appointment, not today, counts)', () => {
    const sameDay = plan({ uses: [{ orderId: 'ORDER-1', date: '2026-12-02', state: 'reserved' }] });
    expect(planOffer([sameDay], base)).toBeNull();
    expect(planOffer([sameDay], { ...base, selection: { ...selection, date: '2026-12-03' } })).not.toBeNull();
    const endsBefore = plan({ endsAt: slotInstant('2026-12-02', '8:00 AM').getTime() });
    expect(planOffer([endsBefore], base)).toBeNull();
  });

  it('skips a refunded plan for the next one that fits', () => {
    const refunded = plan({ planId: 'PLAN-r', status: 'refunded' });
    expect(planOffer([refunded, plan({ planId: 'PLAN-ok' })], base)?.planId).toBe('PLAN-ok');
  });
});

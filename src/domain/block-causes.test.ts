import { describe, expect, it } from 'vitest';
import {
  blockEnd,
  legacyCauseId,
  liveCauses,
  noShowBlockReason,
  noShowCauseId,
  STAFF_CAUSE,
  withCause,
  withoutCause,
  type BlockCause,
} from './block-causes';

const NOW = new Date('2026-11-24T15:00:00Z');
const DAY_MS = 86_400_000;
const inDays = (n: number) => new Date(NOW.getTime() + n * DAY_MS);
const cause = (until: Date, reason = 'r'): BlockCause => ({ until, reason, by: 'admin-1', at: NOW });

describe('cause ids and the no-show reason', () => {
  it('names a miss by its order', () => {
    expect(noShowCauseId('ORDER-1')).toBe('noShow_ORDER-1');
    expect(noShowBlockReason('ORDER-1')).toBe('Missed a free appointment (ORDER-1)');
  });
  it('refuses an empty order id', () => {
    expect(() => noShowCauseId('')).toThrow(RangeError);
    expect(() => noShowBlockReason('')).toThrow(RangeError);
  });
});

describe('legacyCauseId: a record written before causes existed', () => {
  it("reads a miss's record as that miss while its reason is still the job's (or the demo seed's)", () => {
    expect(legacyCauseId({ reason: noShowBlockReason('O-1'), noShowOrderId: 'O-1' })).toBe('noShow_O-1');
    expect(legacyCauseId({ reason: 'Missed a free appointment', noShowOrderId: 'O-1' })).toBe('noShow_O-1');
  });
  it("reads staff's reason over a miss's marker as staff's: the old staff write kept the marker", () => {
    expect(legacyCauseId({ reason: 'abusive at the bay', noShowOrderId: 'O-1' })).toBe(STAFF_CAUSE);
  });
  it('reads a record without a marker as staff', () => {
    expect(legacyCauseId({ reason: 'Missed a free appointment', noShowOrderId: null })).toBe(STAFF_CAUSE);
    expect(legacyCauseId({ reason: '', noShowOrderId: null })).toBe(STAFF_CAUSE);
  });
});

describe('liveCauses', () => {
  it('keeps a cause ending after now and drops one ending at now (half-open)', () => {
    const causes = { a: cause(new Date(NOW.getTime() + 1)), b: cause(NOW), c: cause(inDays(-1)) };
    expect(Object.keys(liveCauses(causes, NOW))).toEqual(['a']);
  });
  it('refuses an invalid now or end', () => {
    expect(() => liveCauses({}, new Date(Number.NaN))).toThrow(RangeError);
    expect(() => liveCauses({ a: cause(new Date(Number.NaN)) }, NOW)).toThrow(RangeError);
  });
});

describe('blockEnd', () => {
  it('is null without causes', () => {
    expect(blockEnd({})).toBeNull();
  });
  it('is the cause that ends last', () => {
    const staff = cause(inDays(60), 'staff reason');
    expect(blockEnd({ noShow_A: cause(inDays(7)), staff, noShow_B: cause(inDays(9)) })).toEqual({
      id: STAFF_CAUSE,
      cause: staff,
    });
    expect(blockEnd({ noShow_A: cause(inDays(7)), noShow_B: cause(inDays(9)) })?.id).toBe('noShow_B');
  });
  it('gives a tie to staff, whose reason is shown, and otherwise to the first id', () => {
    expect(blockEnd({ noShow_A: cause(inDays(7)), staff: cause(inDays(7)) })?.id).toBe(STAFF_CAUSE);
    expect(blockEnd({ noShow_B: cause(inDays(7)), noShow_A: cause(inDays(7)) })?.id).toBe('noShow_A');
  });
});

describe('withCause', () => {
  it('adds a cause beside the others and replaces one of the same id', () => {
    const start = { noShow_A: cause(inDays(7)), staff: cause(inDays(60)) };
    const next = withCause(start, STAFF_CAUSE, cause(inDays(3), 'shorter'), NOW);
    expect(next).toEqual({ noShow_A: start.noShow_A, staff: cause(inDays(3), 'shorter') });
    expect(blockEnd(next)?.id).toBe('noShow_A');
  });
  it('drops causes that have ended', () => {
    const next = withCause({ staff: cause(inDays(-2)) }, 'noShow_A', cause(inDays(7)), NOW);
    expect(Object.keys(next)).toEqual(['noShow_A']);
  });
  it('refuses an empty id and an invalid end', () => {
    expect(() => withCause({}, '', cause(inDays(1)), NOW)).toThrow(RangeError);
    expect(() => withCause({}, 'staff', cause(new Date(Number.NaN)), NOW)).toThrow(RangeError);
  });
});

describe('withoutCause', () => {
  it("removes one miss and leaves staff's block in force", () => {
    const staff = cause(inDays(60));
    const { causes, removed } = withoutCause({ noShow_A: cause(inDays(7)), staff }, 'noShow_A', NOW);
    expect(removed).toEqual(cause(inDays(7)));
    expect(causes).toEqual({ staff });
    expect(blockEnd(causes)?.cause.until).toEqual(inDays(60));
  });
  it('leaves nothing when the only cause is removed', () => {
    const { causes, removed } = withoutCause({ noShow_A: cause(inDays(7)) }, 'noShow_A', NOW);
    expect(removed).not.toBeNull();
    expect(blockEnd(causes)).toBeNull();
  });
  it('removes nothing it does not hold', () => {
    const { causes, removed } = withoutCause({ staff: cause(inDays(7)) }, 'noShow_A', NOW);
    expect(removed).toBeNull();
    expect(Object.keys(causes)).toEqual(['staff']);
  });
});

import { describe, expect, it } from 'vitest';
import { REFUND_ANSWER_TEXT } from '../../../../src/domain/messages';
import { REFUND_ANSWERS } from '../../payment/contract';
import { refundPlan } from './refund-answer-rules';

const plan = (kind: string) => {
  const answer = REFUND_ANSWERS.find((a) => a.kind === kind)!;
  return refundPlan({ kind: answer.kind, status: answer.status, message: answer.body.message });
};

describe('refundPlan: what each documented refund answer does', () => {
  it('keeps a request made, or one WiPay already has, as requested', () => {
    expect(plan('requested')).toEqual({ kind: 'answer', refundStatus: 'requested' });
    expect(plan('already-requested')).toEqual({
      kind: 'answer',
      refundStatus: 'requested',
      message: REFUND_ANSWER_TEXT.alreadyRequested,
    });
  });

  it('marks a payment WiPay already refunded as refunded', () => {
    expect(plan('already-refunded')).toMatchObject({ refundStatus: 'refunded', record: 'refunded' });
  });

  it.each(['unknown-transaction', 'not-refundable-status', 'not-refundable'])(
    'rejects %s at once, with its own sentence',
    (kind) => {
      expect(plan(kind)).toMatchObject({ kind: 'answer', refundStatus: 'rejected', record: 'rejected' });
    },
  );

  it('puts the payment back on a low balance, a refused key, no answer or an unknown answer', () => {
    expect(plan('insufficient-funds')).toEqual({
      kind: 'put-back',
      reason: 'refund-insufficient-funds',
      alarming: false,
    });
    for (const kind of ['unauthorized', 'forbidden', 'invalid-scope'])
      expect(plan(kind)).toEqual({ kind: 'put-back', reason: 'refund-key-refused', alarming: true });
    expect(refundPlan({ kind: 'no-answer', status: 503, message: '' })).toMatchObject({
      reason: 'refund-unavailable',
    });
    expect(refundPlan({ kind: 'unrecognised', status: 409, message: 'Conflict' })).toMatchObject({
      reason: 'refund-unrecognised',
    });
  });

  it('gives every documented answer a plan', () => {
    for (const answer of REFUND_ANSWERS) expect(plan(answer.kind)).toBeDefined();
    const sentences = ['unknown-transaction', 'not-refundable-status', 'not-refundable'].map(
      (k) => (plan(k) as { message: string }).message,
    );
    expect(new Set(sentences).size).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isHoldingDispute,
  isMoneyGone,
  isMoneyWithdrawn,
  isPassOnHold,
  isTransactionOf,
  nextDispute,
  PAYMENT_DISPUTES,
  toPaymentDispute,
  transactionEnvironment,
} from './payment-state';

describe('payment state', () => {
  describe('isMoneyWithdrawn', () => {
    it('is true for a refund done, a chargeback pending or processed, and confirmed fraud', () => {
      expect(isMoneyWithdrawn({ refundStatus: 'refunded' })).toBe(true);
      expect(isMoneyWithdrawn({ paymentDispute: 'chargeback_pending' })).toBe(true);
      expect(isMoneyWithdrawn({ paymentDispute: 'chargeback_processed' })).toBe(true);
      expect(isMoneyWithdrawn({ paymentDispute: 'fraud_confirmed' })).toBe(true);
    });

    it('is false for a refund only requested or rejected, a released chargeback, and nothing at all', () => {
      expect(isMoneyWithdrawn({ refundStatus: 'requested' })).toBe(false);
      expect(isMoneyWithdrawn({ refundStatus: 'rejected' })).toBe(false);
      expect(isMoneyWithdrawn({ paymentDispute: 'chargeback_released' })).toBe(false);
      expect(isMoneyWithdrawn({})).toBe(false);
      expect(isMoneyWithdrawn({ refundStatus: null, paymentDispute: null })).toBe(false);
    });

    it('stays true for a refunded payment whose chargeback was released', () => {
      expect(isMoneyWithdrawn({ refundStatus: 'refunded', paymentDispute: 'chargeback_released' })).toBe(
        true,
      );
    });
  });

  describe('isMoneyGone', () => {
    it('is true for a refund, a processed chargeback and fraud, never for a pending or released chargeback', () => {
      expect(isMoneyGone({ refundStatus: 'refunded' })).toBe(true);
      expect(isMoneyGone({ paymentDispute: 'chargeback_processed' })).toBe(true);
      expect(isMoneyGone({ paymentDispute: 'fraud_confirmed' })).toBe(true);
      expect(isMoneyGone({ paymentDispute: 'chargeback_pending' })).toBe(false);
      expect(isMoneyGone({ paymentDispute: 'chargeback_released' })).toBe(false);
      expect(isMoneyGone({ refundStatus: 'rejected', paymentDispute: null })).toBe(false);
    });
  });

  describe('nextDispute', () => {
    it('follows the event while the dispute is open', () => {
      expect(nextDispute(null, 'chargeback_pending')).toBe('chargeback_pending');
      expect(nextDispute(undefined, 'fraud_confirmed')).toBe('fraud_confirmed');
      expect(nextDispute('chargeback_pending', 'chargeback_released')).toBe('chargeback_released');
      expect(nextDispute('chargeback_released', 'chargeback_pending')).toBe('chargeback_pending');
      expect(nextDispute('chargeback_pending', 'chargeback_processed')).toBe('chargeback_processed');
    });

    it('keeps a processed chargeback and confirmed fraud whatever comes later', () => {
      for (const event of PAYMENT_DISPUTES) {
        expect(nextDispute('chargeback_processed', event)).toBe('chargeback_processed');
        expect(nextDispute('fraud_confirmed', event)).toBe('fraud_confirmed');
      }
    });
  });

  it('reads stored dispute values, anything else as none', () => {
    expect(toPaymentDispute('chargeback_pending')).toBe('chargeback_pending');
    expect(toPaymentDispute('CHARGEBACK_PENDING')).toBeNull();
    expect(toPaymentDispute(undefined)).toBeNull();
    expect(isHoldingDispute(null)).toBe(false);
    expect(isHoldingDispute('chargeback_released')).toBe(false);
  });

  describe('isPassOnHold', () => {
    const pending = { state: 'chargeback_pending' as const, payerId: 'seller' };
    it("holds the payer's own order while the dispute holds", () => {
      expect(isPassOnHold({ userId: 'seller', paymentDispute: pending })).toBe(true);
      expect(
        isPassOnHold({ userId: 'seller', paymentDispute: { ...pending, state: 'fraud_confirmed' } }),
      ).toBe(true);
    });

    it('never holds the order of someone else (a buyer after a trade), a released dispute, or none', () => {
      expect(isPassOnHold({ userId: 'buyer', paymentDispute: pending })).toBe(false);
      expect(
        isPassOnHold({ userId: 'seller', paymentDispute: { ...pending, state: 'chargeback_released' } }),
      ).toBe(false);
      expect(isPassOnHold({ userId: 'seller' })).toBe(false);
      expect(isPassOnHold({ userId: 'seller', paymentDispute: null })).toBe(false);
    });
  });

  describe('transaction environment', () => {
    it('tells a sandbox id (SB-) from a live one', () => {
      expect(transactionEnvironment('SB-1-10-yu70fTApIY-20260310045020')).toBe('sandbox');
      expect(transactionEnvironment('1-10-yu70fTApIY-20260310045020')).toBe('live');
      expect(transactionEnvironment('sb-1-2')).toBe('live');
    });

    it('refuses a sandbox id when live and a live id in the sandbox', () => {
      expect(isTransactionOf('SB-12-1-oid_123-20210616024001', 'sandbox')).toBe(true);
      expect(isTransactionOf('SB-12-1-oid_123-20210616024001', 'live')).toBe(false);
      expect(isTransactionOf('12-1-oid_123-20210616024001', 'live')).toBe(true);
      expect(isTransactionOf('12-1-oid_123-20210616024001', 'sandbox')).toBe(false);
    });

    it('refuses everything under an environment that is neither, and an empty id', () => {
      expect(isTransactionOf('SB-1', 'staging')).toBe(false);
      expect(isTransactionOf('1', undefined)).toBe(false);
      expect(isTransactionOf('', 'live')).toBe(false);
    });
  });
});

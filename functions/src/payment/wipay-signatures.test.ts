import { describe, expect, it } from 'vitest';
import { isValidReturnHash, isValidWebhookSignature, wipayReturnHash, wipayTotal } from './wipay-signatures';

describe('WiPay signatures', () => {
  it('computes the return hash as md5(transaction_id + total + api_key)', () => {
    // python3 -c "import hashlib; print(hashlib.md5(b'SB-1-12345645.00123').hexdigest())"
    expect(wipayReturnHash('SB-1-123456', '45.00', '123')).toBe('6ca767a4e45dbaaa1c73ff889d49cfa3');
  });

  it('accepts the right hash and refuses another total, another key, another case or no hash', () => {
    const hash = '6ca767a4e45dbaaa1c73ff889d49cfa3';
    expect(isValidReturnHash('SB-1-123456', '45.00', hash, '123')).toBe(true);
    expect(isValidReturnHash('SB-1-123456', '4.50', hash, '123')).toBe(false);
    expect(isValidReturnHash('SB-1-123456', '45.00', hash, '124')).toBe(false);
    expect(isValidReturnHash('SB-1-123456', '45.00', hash.toUpperCase(), '123')).toBe(false);
    expect(isValidReturnHash('SB-1-123456', '45.00', '', '123')).toBe(false);
  });

  it('checks a webhook signature over the exact raw body', () => {
    const body = '{"id":"evt_1"}';
    const header = 'sha256=a315a1c08fd991a264287e2f4f62a0bae3ed54c445c505e720184c3ba91bfb6d';
    expect(isValidWebhookSignature(body, header, 'sandbox-webhook-secret')).toBe(true);
    expect(isValidWebhookSignature(Buffer.from(body), header, 'sandbox-webhook-secret')).toBe(true);
    expect(isValidWebhookSignature('{"id":"evt_2"}', header, 'sandbox-webhook-secret')).toBe(false);
    expect(isValidWebhookSignature(body, header, 'other')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, 'sandbox-webhook-secret')).toBe(false);
    expect(isValidWebhookSignature(body, header, '')).toBe(false);
  });

  it('writes totals with two decimals', () => {
    expect(wipayTotal(45)).toBe('45.00');
    expect(wipayTotal(30)).toBe('30.00');
  });
});

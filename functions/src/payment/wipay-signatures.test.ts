import { describe, expect, it } from 'vitest';
import { RETURN_HASH, WEBHOOK_SIGNATURE } from './contract';
import { isValidReturnHash, isValidWebhookSignature, wipayReturnHash, wipayTotal } from './wipay-signatures';

describe('WiPay signatures', () => {
  it("gives the contract's return-hash vector by md5 (the default) and by sha256", () => {
    const { transaction_id, total, apiKey, md5, sha256 } = RETURN_HASH.vector;
    expect(wipayReturnHash(transaction_id, total, apiKey)).toBe(md5);
    expect(wipayReturnHash(transaction_id, total, apiKey, 'sha256')).toBe(sha256);
    // python3 -c "import hashlib; print(hashlib.md5(b'SB-1-12345645.00123').hexdigest())"
    expect(wipayReturnHash('SB-1-123456', '45.00', '123')).toBe('6ca767a4e45dbaaa1c73ff889d49cfa3');
  });

  it('accepts the right hash by the set algorithm and refuses another total, key, case, algorithm or none', () => {
    const { transaction_id: id, total, apiKey, md5, sha256 } = RETURN_HASH.vector;
    expect(isValidReturnHash(id, total, md5, apiKey)).toBe(true);
    expect(isValidReturnHash(id, total, sha256, apiKey, 'sha256')).toBe(true);
    expect(isValidReturnHash(id, total, md5, apiKey, 'sha256')).toBe(false);
    expect(isValidReturnHash(id, total, sha256, apiKey, 'md5')).toBe(false);
    expect(isValidReturnHash(id, '1.20', md5, apiKey)).toBe(false);
    expect(isValidReturnHash(id, total, md5, '124')).toBe(false);
    expect(isValidReturnHash(id, total, md5.toUpperCase(), apiKey)).toBe(false);
    expect(isValidReturnHash(id, total, '', apiKey)).toBe(false);
  });

  it("checks a webhook signature over the exact raw body: the contract's vector", () => {
    const { body, secret, header } = WEBHOOK_SIGNATURE.vector;
    expect(isValidWebhookSignature(body, header, secret)).toBe(true);
    expect(isValidWebhookSignature(Buffer.from(body), header, secret)).toBe(true);
    expect(isValidWebhookSignature(`${body} `, header, secret)).toBe(false);
    expect(isValidWebhookSignature(body, header, 'other')).toBe(false);
    expect(isValidWebhookSignature(body, undefined, secret)).toBe(false);
    expect(isValidWebhookSignature(body, header, '')).toBe(false);
  });

  it('writes totals with two decimals', () => {
    expect(wipayTotal(45)).toBe('45.00');
    expect(wipayTotal(30)).toBe('30.00');
  });
});

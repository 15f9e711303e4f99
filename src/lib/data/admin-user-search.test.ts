import { describe, expect, it } from 'vitest';
import { toStoredPhone, userLookup } from './admin-user-search';

describe('toStoredPhone', () => {
  it.each([
    ['1234567', '+18681234567'],
    ['123-4567', '+18681234567'],
    ['868 123 4567', '+18681234567'],
    ['(868) 123-4567', '+18681234567'],
    ['+1 868 123 4567', '+18681234567'],
    ['18681234567', '+18681234567'],
  ])('stores %s as %s', (raw, stored) => {
    expect(toStoredPhone(raw)).toBe(stored);
  });

  it.each([['123456'], ['12345678'], ['+1 555 123 4567'], ['MEM-1234567'], ['']])('refuses %s', (raw) => {
    expect(toStoredPhone(raw)).toBeNull();
  });
});

describe('userLookup', () => {
  it('searches an e-mail address lower-cased and as typed', () => {
    expect(userLookup(' Alice@Demo.test ')).toEqual({
      kind: 'email',
      values: ['alice@demo.test', 'Alice@Demo.test'],
    });
  });

  it('searches a phone number in its stored +1868 form', () => {
    expect(userLookup('555-0101')).toEqual({ kind: 'contact', value: '+18685550101' });
  });

  it('searches anything else as a membership number (upper-cased and as typed) or a user ID', () => {
    expect(userLookup('mem-ab12')).toEqual({
      kind: 'member-or-uid',
      membershipNumbers: ['MEM-AB12', 'mem-ab12'],
      uid: 'mem-ab12',
    });
    expect(userLookup('ALICE123')).toEqual({
      kind: 'member-or-uid',
      membershipNumbers: ['ALICE123'],
      uid: 'ALICE123',
    });
  });

  it('has nothing to search for a blank term', () => {
    expect(userLookup('   ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  toBoolValue,
  toDateValue,
  toOrderDisputeValue,
  toPaidFeeValue,
  toPriceValue,
  toTextValue,
} from './normalize';

const AT = new Date('2026-11-23T11:10:00.000Z');

describe('toDateValue', () => {
  it.each([
    ['a Date', AT],
    ['a Timestamp', { toDate: () => AT }],
    ['a Timestamp that lost its prototype', { seconds: AT.getTime() / 1000, nanoseconds: 0 }],
    ['an Admin SDK Timestamp as JSON', { _seconds: AT.getTime() / 1000, _nanoseconds: 0 }],
    ['an ISO string', '2026-11-23T11:10:00.000Z'],
    ['an ISO string with an offset', '2026-11-23T07:10:00-04:00'],
    ['epoch millis', AT.getTime()],
    ['epoch millis as text', String(AT.getTime())],
  ])('reads %s', (_, value) => {
    expect(toDateValue(value)).toEqual(AT);
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
    ['words', 'next tuesday'],
    ['a US-style date', '11/23/2026'],
    ['an invalid Date', new Date('x')],
    ['infinity', Infinity],
    ['a map without seconds', { when: 1 }],
  ])('refuses %s', (_, value) => {
    expect(toDateValue(value)).toBeNull();
  });
});

describe('toPriceValue', () => {
  it.each([
    [45, 45],
    ['45', 45],
    [' 45.50 ', 45.5],
    ['$75', 75],
    ['$1,045.50', 1045.5],
    ['0', 0],
  ])('reads %j as %d', (value, expected) => {
    expect(toPriceValue(value)).toBe(expected);
  });

  it.each([['forty-five'], [''], ['45abc'], ['1,00'], [NaN], [null], [true]])('refuses %j', (value) => {
    expect(toPriceValue(value)).toBeNull();
  });
});

describe('toTextValue and toBoolValue', () => {
  it('reads text and numbers stored where text belongs, nothing else', () => {
    expect(toTextValue('4821')).toBe('4821');
    expect(toTextValue(4821)).toBe('4821');
    expect(toTextValue({})).toBeNull();
  });

  it('reads booleans and their text forms', () => {
    expect(toBoolValue(true)).toBe(true);
    expect(toBoolValue('false')).toBe(false);
    expect(toBoolValue('yes')).toBeNull();
  });
});

describe('toPaidFeeValue', () => {
  it('reads a paid fee, cents as a number or numeric string', () => {
    expect(toPaidFeeValue({ cents: 3000, paymentReference: 'pay_1' })).toEqual({
      cents: 3000,
      paymentReference: 'pay_1',
    });
    expect(toPaidFeeValue({ cents: '3000', paymentReference: ' pay_1 ' })).toEqual({
      cents: 3000,
      paymentReference: 'pay_1',
    });
    expect(toPaidFeeValue({ cents: 0, paymentReference: 'pay_1' })).toEqual({
      cents: 0,
      paymentReference: 'pay_1',
    });
  });

  it.each([
    [undefined],
    [null],
    [3000],
    [true],
    [[3000, 'pay_1']],
    [{ cents: 3000 }],
    [{ cents: 3000, paymentReference: '  ' }],
    [{ cents: -1, paymentReference: 'pay_1' }],
    [{ cents: 29.5, paymentReference: 'pay_1' }],
    [{ cents: 'thirty', paymentReference: 'pay_1' }],
    [{ paymentReference: 'pay_1' }],
  ])('reads %j as no fee paid', (value) => {
    expect(toPaidFeeValue(value)).toBeNull();
  });
});

describe('toOrderDisputeValue', () => {
  it('reads a dispute with a known state and a payer, the instant in any date shape', () => {
    expect(
      toOrderDisputeValue({
        state: 'chargeback_pending',
        transactionId: 'SB-1-2',
        payerId: ' u1 ',
        at: '2026-11-24T12:00:00Z',
      }),
    ).toEqual({
      state: 'chargeback_pending',
      transactionId: 'SB-1-2',
      payerId: 'u1',
      at: new Date('2026-11-24T12:00:00Z'),
    });
    expect(toOrderDisputeValue({ state: 'fraud_confirmed', payerId: 'u1' })).toEqual({
      state: 'fraud_confirmed',
      transactionId: '',
      payerId: 'u1',
      at: new Date(0),
    });
  });

  it.each([
    [undefined],
    [null],
    ['chargeback_pending'],
    [['chargeback_pending']],
    [{ state: 'chargeback_pending' }],
    [{ state: 'disputed', payerId: 'u1' }],
    [{ state: 'chargeback_pending', payerId: '  ' }],
  ])('reads %j as no dispute', (value) => {
    expect(toOrderDisputeValue(value)).toBeNull();
  });
});

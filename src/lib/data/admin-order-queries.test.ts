import { describe, expect, it } from 'vitest';
import { searchPlan } from './admin-order-queries';

describe('searchPlan', () => {
  it('looks an order ID up as a document id, as typed and upper case, and as an orderId', () => {
    expect(searchPlan(' order-1763896200000abcdefghi ')).toMatchObject({
      ids: ['order-1763896200000abcdefghi', 'ORDER-1763896200000ABCDEFGHI'],
      orderId: 'ORDER-1763896200000ABCDEFGHI',
      orderCode: null,
      plates: [],
      emails: [],
    });
  });

  it('looks 4 digits up as an order code (and as a plate: plates may be digits)', () => {
    expect(searchPlan('4821')).toMatchObject({ orderCode: '4821', plates: ['4821'], orderId: null });
  });

  it('normalises a plate the way it is stored (upper case, no spaces) and keeps the spaced form of older orders', () => {
    expect(searchPlan(' pbx  1234 ').plates).toEqual(['PBX1234', 'PBX 1234']);
    expect(searchPlan('PBX1234').plates).toEqual(['PBX1234']);
  });

  it('looks an e-mail up as typed and in lower case, and nothing else', () => {
    expect(searchPlan('Alice@Demo.TEST')).toEqual({
      ids: [],
      orderId: null,
      orderCode: null,
      plates: [],
      emails: ['Alice@Demo.TEST', 'alice@demo.test'],
    });
  });

  it('runs no lookup for an empty term or one that cannot be an id, code, plate or e-mail', () => {
    const none = { ids: [], orderId: null, orderCode: null, plates: [], emails: [] };
    expect(searchPlan('   ')).toEqual(none);
    expect(searchPlan('a/b c?')).toEqual(none);
  });
});

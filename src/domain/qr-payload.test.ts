import { describe, expect, it } from 'vitest';
import { buildQrPayload, orderQrText, parseQrPayload, passOfQrText, serializeQrPayload } from './qr-payload';

const order = {
  orderId: 'ORDER-1763896200000K3J9QZ2XA',
  userId: 'u1',
  appointmentDate: '2026-11-24',
  appointmentTime: '9:10 AM',
  location: 'Chaguanas Branch',
  status: 'confirmed' as const,
  appointmentType: 'free' as const,
  serviceName: 'BASIC WASH',
  serviceDescription: 'ON THE GO',
  description: 'ON THE GO',
  price: 45,
  numberPlate: 'PDF1234',
};

describe('qr payload', () => {
  describe('building', () => {
    it('writes exactly the section 3 payload, fields in order', () => {
      expect(serializeQrPayload({ ...order, extra: 'dropped' } as typeof order)).toBe(
        '{"type":"order","orderData":{"orderId":"ORDER-1763896200000K3J9QZ2XA","userId":"u1","appointmentDate":"2026-11-24",' +
          '"appointmentTime":"9:10 AM","location":"Chaguanas Branch","status":"confirmed","appointmentType":"free",' +
          '"serviceName":"BASIC WASH","serviceDescription":"ON THE GO","description":"ON THE GO","price":45,"numberPlate":"PDF1234"}}',
      );
    });

    it('adds the signed pass after the 12 fields, leaving them exactly as they were', () => {
      const text = serializeQrPayload(order, 'a.b.c');
      expect(text).toBe(`${serializeQrPayload(order).slice(0, -1)},"pass":"a.b.c"}`);
      expect(Object.keys(buildQrPayload(order, 'a.b.c').orderData)).toHaveLength(12);
    });

    it('writes null for a missing number plate', () => {
      expect(buildQrPayload({ ...order, numberPlate: undefined }).orderData.numberPlate).toBeNull();
    });
  });

  describe('parsing', () => {
    it('reads back what it wrote', () => {
      expect(parseQrPayload(serializeQrPayload(order))).toEqual(buildQrPayload(order));
      expect(
        parseQrPayload(serializeQrPayload({ ...order, numberPlate: null })).orderData.numberPlate,
      ).toBeNull();
    });

    it('keeps the pass', () => {
      expect(parseQrPayload(serializeQrPayload(order, 'a.b.c')).pass).toBe('a.b.c');
      expect(parseQrPayload(serializeQrPayload(order))).not.toHaveProperty('pass');
    });

    it('finds the pass in stored QR text, and nothing in text without one', () => {
      expect(passOfQrText(serializeQrPayload(order, 'a.b.c'))).toBe('a.b.c');
      expect(passOfQrText(serializeQrPayload(order))).toBeUndefined();
      expect(passOfQrText('{')).toBeUndefined();
      expect(passOfQrText('null')).toBeUndefined();
      expect(passOfQrText(undefined)).toBeUndefined();
    });

    it("shows the server's stored text with its pass, and builds the payload for an order without one", () => {
      const stored = serializeQrPayload(order, 'a.b.c');
      expect(orderQrText({ ...order, qrData: stored })).toBe(stored);
      expect(orderQrText(order)).toBe(serializeQrPayload(order));
      expect(orderQrText({ ...order, qrData: '{' })).toBe(serializeQrPayload(order));
      const other = serializeQrPayload({ ...order, orderId: 'ORDER-other' }, 'a.b.c');
      expect(orderQrText({ ...order, qrData: other })).toBe(serializeQrPayload(order));
    });

    const valid = buildQrPayload(order);
    const variants: [string, unknown][] = [
      ['not JSON', '{'],
      ['a string', '"order"'],
      ['null', 'null'],
      ['the wrong type', { ...valid, type: 'user' }],
      ['no orderData', { type: 'order' }],
      ['a numeric orderId', { ...valid, orderData: { ...valid.orderData, orderId: 5 } }],
      ['an unknown status', { ...valid, orderData: { ...valid.orderData, status: 'pending' } }],
      ['an unknown type', { ...valid, orderData: { ...valid.orderData, appointmentType: 'vip' } }],
      ['a text price', { ...valid, orderData: { ...valid.orderData, price: '45' } }],
      ['a numeric pass', { ...valid, pass: 5 }],
      ['a missing numberPlate', { ...valid, orderData: { ...valid.orderData, numberPlate: undefined } }],
    ];
    it.each(variants)('refuses %s', (_label, value) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      expect(() => parseQrPayload(text)).toThrow(RangeError);
    });
  });
});

/**
 * The QR payload of an order (spec section 3), exactly:
 *   { "type": "order", "orderData": { orderId, userId, appointmentDate, appointmentTime, location, status,
 *     appointmentType, serviceName, serviceDescription, description, price, numberPlate } }
 *
 * plus, since issue 27, an optional `pass`: the compact JWS the functions sign over the order id and its pass
 * version (src/contracts/bay-api.ts). The 12 spec fields stay exactly as they were; `pass` comes last.
 *
 * API:
 *   QrOrderData, QrPayload
 *   buildQrPayload(order, pass?) -> QrPayload (only the 12 fields, in that order; numberPlate null when absent)
 *   serializeQrPayload(order, pass?) -> JSON string     parseQrPayload(text) -> QrPayload (throws RangeError)
 *   passOfQrText(text) -> pass | undefined     orderQrText(order) -> the text the customer's QR code shows
 */
import { ORDER_STATUSES } from './types';
import type { AppointmentType, OrderStatus } from './types';

export interface QrOrderData {
  orderId: string;
  userId: string;
  appointmentDate: string;
  appointmentTime: string;
  location: string;
  status: OrderStatus;
  appointmentType: AppointmentType;
  serviceName: string;
  serviceDescription: string;
  description: string;
  price: number;
  numberPlate: string | null;
}

export interface QrPayload {
  type: 'order';
  orderData: QrOrderData;
  /** The signed pass (compact JWS), when the server signed the order. */
  pass?: string;
}

const STRING_FIELDS = [
  'orderId',
  'userId',
  'appointmentDate',
  'appointmentTime',
  'location',
  'serviceName',
  'serviceDescription',
  'description',
] as const;

/** @example buildQrPayload({ ...order, numberPlate: undefined }).orderData.numberPlate // null */
export function buildQrPayload(
  order: Omit<QrOrderData, 'numberPlate'> & { numberPlate?: string | null },
  pass?: string,
): QrPayload {
  const payload: QrPayload = {
    type: 'order',
    orderData: {
      orderId: order.orderId,
      userId: order.userId,
      appointmentDate: order.appointmentDate,
      appointmentTime: order.appointmentTime,
      location: order.location,
      status: order.status,
      appointmentType: order.appointmentType,
      serviceName: order.serviceName,
      serviceDescription: order.serviceDescription,
      description: order.description,
      price: order.price,
      numberPlate: order.numberPlate ?? null,
    },
  };
  if (pass !== undefined) payload.pass = pass;
  return payload;
}

/** @example JSON.parse(serializeQrPayload(order, 'eyJ...')).pass // 'eyJ...' */
export function serializeQrPayload(order: Parameters<typeof buildQrPayload>[0], pass?: string): string {
  return JSON.stringify(buildQrPayload(order, pass));
}

/** The pass inside stored or scanned QR text, or undefined (no pass, or not a QR payload at all). */
export function passOfQrText(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  try {
    const pass = (JSON.parse(text) as { pass?: unknown } | null)?.pass;
    return typeof pass === 'string' ? pass : undefined;
  } catch {
    return undefined;
  }
}

function fail(reason: string): never {
  throw new RangeError(`Invalid QR payload: ${reason}`);
}

/**
 * Reads and checks a scanned payload; extra fields are dropped, a string `pass` is kept.
 * @example parseQrPayload(serializeQrPayload(order)).orderData.orderId // order.orderId
 */
export function parseQrPayload(text: string): QrPayload {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    fail('not JSON');
  }
  if (typeof raw !== 'object' || raw === null) fail('not an object');
  const { type, orderData, pass } = raw as { type?: unknown; orderData?: unknown; pass?: unknown };
  if (type !== 'order') fail('type must be "order"');
  if (typeof orderData !== 'object' || orderData === null) fail('orderData missing');
  const data = orderData as Record<string, unknown>;
  for (const field of STRING_FIELDS) {
    if (typeof data[field] !== 'string') fail(`${field} must be a string`);
  }
  if (!ORDER_STATUSES.includes(data.status as OrderStatus)) fail('status is not a known order status');
  if (data.appointmentType !== 'free' && data.appointmentType !== 'special')
    fail('appointmentType must be free or special');
  if (typeof data.price !== 'number' || !Number.isFinite(data.price)) fail('price must be a number');
  if (data.numberPlate !== null && typeof data.numberPlate !== 'string')
    fail('numberPlate must be a string or null');
  if (pass !== undefined && typeof pass !== 'string') fail('pass must be a string');
  return buildQrPayload(data as unknown as QrOrderData, pass);
}

/**
 * The text of an order's QR code: the server's stored `qrData` (the payload with its signed pass) when it reads as
 * this order's payload, else the payload built from the order (an order written before passes existed).
 * @example orderQrText({ ...order, qrData: serializeQrPayload(order, 'a.b.c') }) // the stored text, with its pass
 */
export function orderQrText(
  order: Parameters<typeof buildQrPayload>[0] & { qrData?: string | null },
): string {
  if (order.qrData) {
    try {
      if (parseQrPayload(order.qrData).orderData.orderId === order.orderId) return order.qrData;
    } catch {
      // an unreadable stored text: the payload is built from the order below
    }
  }
  return serializeQrPayload(order);
}

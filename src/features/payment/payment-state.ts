// What the payment page receives in navigation state: a trade (from /appointment-swap, after reserveTradingOrder)
// or order details (the spec's 'Order details passed to payment', e.g. a drive-in purchase). Parsed defensively.
// A drive-in names its package; the price, description and catalogue id come from the catalogue, never from the
// navigation state (the server charges the catalogue price whatever the page was handed).
import { findPackageByName } from '../../domain/catalogue';
import type { AppointmentType } from '../../domain/types';
import { parseSpecialBooking, type SpecialBooking } from './special-payment';

export interface PaymentOrder {
  isTrade: boolean;
  isDriveIn: boolean;
  /** Drive-in: the catalogue id of the package ('basic-wash', …), sent to startCheckout. Otherwise null. */
  serviceId: string | null;
  name: string;
  description: string;
  /** Subtotal in dollars (the wash price, plus the special fee where it applies). */
  price: number;
  appointmentType: AppointmentType | null;
  specialIsFree: boolean;
  location: string;
  appointmentDate: string;
  appointmentTime: string;
  /** Trade: the offered order and the reservation. */
  originalOrderId: string | null;
  reservationId: string | null;
  /** Trade: reservation expiry (server epoch millis). Order details: seconds left when handed over. */
  expiresAt: number | null;
  timeLeft: number | null;
  /** The service data to hand back to the appointment page on expiry. */
  serviceData: { name: string; price: string; description: string } | null;
  /** A special appointment whose $30 fee is paid here (WiPay): the booking it pays for. Otherwise null. */
  specialBooking?: SpecialBooking | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v.replace(/^\$/, '')) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
};
const type = (v: unknown): AppointmentType | null => (v === 'free' || v === 'special' ? v : null);

export function parsePaymentState(raw: unknown): PaymentOrder | null {
  if (!isRecord(raw)) return null;
  if (raw.isTrade === true && isRecord(raw.tradeOrder)) {
    const t = raw.tradeOrder;
    const price = num(t.price);
    if (!str(t.originalOrderId) || price === null || !type(t.appointmentType)) return null;
    return {
      isTrade: true,
      isDriveIn: false,
      serviceId: null,
      name: str(t.serviceName),
      description: str(t.serviceDescription),
      price,
      appointmentType: type(t.appointmentType),
      specialIsFree: false,
      location: str(t.location),
      appointmentDate: str(t.appointmentDate),
      appointmentTime: str(t.appointmentTime),
      originalOrderId: str(t.originalOrderId),
      reservationId: str(raw.reservationId) || null,
      expiresAt: num(raw.expiresAt),
      timeLeft: null,
      serviceData: null,
    };
  }
  if (isRecord(raw.orderDetails)) {
    const o = raw.orderDetails;
    if (o.isDriveIn === true) return driveInOrder(o);
    const price = num(o.price);
    if (!str(o.name) || price === null) return null;
    return {
      isTrade: false,
      isDriveIn: false,
      serviceId: null,
      name: str(o.name),
      description: str(o.description),
      price,
      appointmentType: type(o.appointmentType),
      specialIsFree: o.specialIsFree === true,
      location: str(o.location),
      appointmentDate: str(o.appointmentDate),
      appointmentTime: str(o.appointmentTime),
      originalOrderId: null,
      reservationId: null,
      expiresAt: null,
      timeLeft: num(o.timeLeft),
      serviceData: { name: str(o.name), price: String(price), description: str(o.description) },
      specialBooking:
        type(o.appointmentType) === 'special' && o.specialIsFree !== true
          ? parseSpecialBooking(o.specialBooking, str(o.name))
          : null,
    };
  }
  return null;
}

/** A drive-in purchase of a catalogue package, or null when the name is not one (nothing to sell). */
function driveInOrder(o: Record<string, unknown>): PaymentOrder | null {
  const pkg = findPackageByName(str(o.name));
  if (!pkg) return null;
  return {
    isTrade: false,
    isDriveIn: true,
    serviceId: pkg.id,
    name: pkg.name,
    description: pkg.description,
    price: pkg.priceValue,
    appointmentType: null,
    specialIsFree: false,
    location: str(o.location),
    appointmentDate: '',
    appointmentTime: '',
    originalOrderId: null,
    reservationId: null,
    expiresAt: null,
    timeLeft: num(o.timeLeft),
    serviceData: { name: pkg.name, price: String(pkg.priceValue), description: pkg.description },
  };
}

/** A key that tells one order's stored timer from another's. */
export function orderKey(order: PaymentOrder): string {
  return order.isTrade
    ? `trade:${order.originalOrderId}`
    : `order:${order.name}:${order.appointmentDate}:${order.appointmentTime}`;
}

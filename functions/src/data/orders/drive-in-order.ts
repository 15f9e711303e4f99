// A paid drive-in order (spec section 3 'Order', serviceType 'drive-in') and its confirmation email. The customer
// drives to the branch, waits in line and scans the order's QR code at the machine, so the order names the purchase
// instant in business time instead of a slot: appointmentDate is today's business date, appointmentTime the minute
// of purchase. appointmentType is 'free' (no appointment fee: the price is the wash price alone); every appointment
// rule skips drive-in orders (domain/types isDriveInOrder), so it holds no seat and counts toward no limit.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  businessDate,
  businessMinutesOfDay,
  formatDisplayDate,
  formatTime12,
  slotInstant,
} from '../../../../src/domain/calendar';
import { DEFAULT_LOCATION, type WashPackage } from '../../../../src/domain/catalogue';
import { newOrderCode, newOrderId, type RandomSource } from '../../../../src/domain/identifiers';
import { formatPrice } from '../../../../src/domain/pricing';
import { COLLECTIONS, ORDER_PAYMENT_METHOD } from '../../../../src/contracts/documents';
import { col } from '../booking-docs';
import type { NewOrder } from './new-order';

export interface DriveInFacts {
  userId: string;
  userEmail: string;
  contact: string;
  servicePackage: WashPackage;
  cardholderName: string;
  now: Date;
  random?: RandomSource;
}

/** The order of a drive-in purchase at `now`, at the catalogue's wash price. */
export function buildDriveInOrder(facts: DriveInFacts): NewOrder {
  const random = facts.random ?? Math.random;
  const pkg = facts.servicePackage;
  const appointmentDate = businessDate(facts.now);
  const appointmentTime = formatTime12(businessMinutesOfDay(facts.now));
  return {
    orderId: newOrderId(facts.now, random),
    userId: facts.userId,
    userEmail: facts.userEmail,
    status: 'confirmed',
    serviceName: pkg.name,
    serviceDescription: pkg.description,
    description: pkg.description,
    price: pkg.priceValue,
    paymentMethod: ORDER_PAYMENT_METHOD,
    cardholderName: facts.cardholderName,
    serviceType: 'drive-in',
    location: DEFAULT_LOCATION,
    appointmentDate,
    appointmentTime,
    appointmentDateTime: slotInstant(appointmentDate, appointmentTime),
    appointmentType: 'free',
    orderCode: newOrderCode(random),
    numberPlate: null,
    contact: facts.contact,
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STEPS = [
  `Drive to the ${DEFAULT_LOCATION} location.`,
  'Wait in line for the next free wash bay.',
  'Scan the QR code of this order (in your account, under Appointments) at the machine to start your wash.',
];

/** Subject and bodies of the confirmation of a drive-in purchase. */
export function driveInMailMessage(order: NewOrder) {
  const rows: [string, string][] = [
    ['Package', order.serviceName],
    ['Service', 'Drive-In'],
    ['Location', order.location],
    ['Paid', `${formatDisplayDate(order.appointmentDate)} at ${order.appointmentTime}`],
    ['Order code', order.orderCode],
    ['Order', order.orderId],
    ['Total', formatPrice(order.price)],
  ];
  const intro = 'Your drive-in wash is paid.';
  const subject = `Drive-in wash paid: ${order.serviceName}`;
  const text = [intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...STEPS].join('\n');
  const html = `<p>${escapeHtml(intro)}</p><table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><ol>${STEPS.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`;
  return { subject, text, html };
}

/** Queues the confirmation in the Trigger Email extension's format, in the order's transaction (no-op without an address). */
export function queueDriveInMail(tx: Transaction, to: string, order: NewOrder): void {
  if (!to) return;
  tx.set(col(COLLECTIONS.mail).doc(), {
    to,
    // Account deletion finds an account's own e-mails by order (data/people/contact-erasure.ts).
    orderId: order.orderId,
    message: driveInMailMessage(order),
    createdAt: FieldValue.serverTimestamp(),
  });
}

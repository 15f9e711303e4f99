// Helpers of the auth and account end-to-end suites: fresh customers and orders written with the Admin SDK (so each
// test owns its data and runs at any hour), the SMS codes the Auth emulator "sent", signing in on /auth as a person
// does, and decoding a QR image the page shows. No production code imports this.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { businessDate, businessMinutesOfDay, formatTime12, slotInstant } from '../../../src/domain/calendar';
import { newOrderId } from '../../../src/domain/identifiers';
import type { OrderStatus } from '../../../src/domain/types';
import { HOST, PORTS, PROJECT_ID } from '../../../scripts/support/emulator-config';
import { PASSWORD, emulatorApp, uniqueEmail } from '../../../scripts/support/e2e-emulators';

const app = emulatorApp('account-e2e');
export const adminAuth = getAuth(app);
export const adminDb = getFirestore(app);

export {
  GATE_CODE,
  PASSWORD,
  VIEWPORTS,
  passGate,
  signInOnAuthPage,
} from '../../../scripts/support/e2e-emulators';
export const ALICE = 'alice@demo.test';
const HOUR = 3_600_000;

/** A random local number (7 digits, never starting with 0), unique enough per run. */
export function randomLocalNumber(): string {
  return String(2_000_000 + Math.floor(Math.random() * 7_999_999));
}

export interface Customer {
  uid: string;
  email: string;
  contact: string;
}

/** A new customer with a verified phone on the Auth account and in users/{uid}. */
export async function newCustomer(label: string): Promise<Customer> {
  const email = uniqueEmail(label, 'account.test');
  const contact = `+1868${randomLocalNumber()}`;
  const user = await adminAuth.createUser({ email, password: PASSWORD, phoneNumber: contact });
  await adminDb
    .collection('users')
    .doc(user.uid)
    .set({
      email,
      name: `E2E ${label}`,
      displayName: `E2E ${label}`,
      area: 'Chaguanas',
      contact,
      pendingContact: null,
      membershipNumber: user.uid.slice(0, 8).toUpperCase(),
      profileCompleted: true,
      phoneVerified: true,
      phoneVerifiedAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    });
  return { uid: user.uid, email, contact };
}

/** The demo customer: the seed's account when it ran, otherwise created here the same way. */
export async function ensureAlice(): Promise<Customer> {
  const existing = await adminAuth.getUserByEmail(ALICE).catch(() => null);
  const user = existing ?? (await adminAuth.createUser({ email: ALICE, password: PASSWORD }));
  const ref = adminDb.collection('users').doc(user.uid);
  const snap = await ref.get();
  if (!snap.exists) {
    await ref.set({
      email: ALICE,
      name: 'Alice',
      area: 'Chaguanas',
      contact: '+18685550101',
      membershipNumber: user.uid.slice(0, 8).toUpperCase(),
      profileCompleted: true,
      phoneVerified: true,
      phoneVerifiedAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    });
  }
  return {
    uid: user.uid,
    email: ALICE,
    contact: (snap.get('contact') as string | undefined) ?? '+18685550101',
  };
}

/**
 * Business date and 12-hour time `ms` from now, at minute 5 of its 10 minutes: off the booking grid on purpose.
 * These orders are written directly, at any hour; on the grid, one 48 hours ahead took the seat a booking or trade
 * suite books on the same date whenever the run happened at that time of day ('This time slot is full').
 */
export function slotIn(ms: number): { appointmentDate: string; appointmentTime: string } {
  const at = new Date(Date.now() + ms);
  const minutes = businessMinutesOfDay(at);
  return { appointmentDate: businessDate(at), appointmentTime: formatTime12(minutes - (minutes % 10) + 5) };
}

export interface OrderInput {
  status?: OrderStatus;
  type?: 'free' | 'special';
  /** Where the appointment is: a date and time, or how far from now (default 2 days). */
  slot?: { appointmentDate: string; appointmentTime: string };
  startsIn?: number;
  createdAgo?: number;
  serviceName?: string;
  description?: string;
  numberPlate?: string | null;
}

/** Writes a complete order of `customer` (as the booking callables would) and returns its stored fields. */
export async function createOrder(customer: Customer, input: OrderInput = {}) {
  const now = Date.now();
  const orderId = newOrderId(new Date(now), Math.random);
  const slot = input.slot ?? slotIn(input.startsIn ?? 48 * HOUR);
  const type = input.type ?? 'free';
  const order = {
    orderId,
    userId: customer.uid,
    userEmail: customer.email,
    status: input.status ?? 'confirmed',
    serviceName: input.serviceName ?? 'COMFORT WASH',
    serviceDescription: input.description ?? 'EXTRA PROTECTION',
    description: input.description ?? 'EXTRA PROTECTION',
    price: type === 'special' ? 90 : 60,
    createdAt: Timestamp.fromMillis(now - (input.createdAgo ?? 5 * 60_000)),
    updatedAt: Timestamp.fromMillis(now - (input.createdAgo ?? 5 * 60_000)),
    paymentMethod: 'credit_card',
    cardholderName: '',
    serviceType: 'appointment',
    location: 'Chaguanas Branch',
    ...slot,
    appointmentDateTime: Timestamp.fromDate(slotInstant(slot.appointmentDate, slot.appointmentTime)),
    appointmentType: type,
    orderCode: String(1000 + Math.floor(Math.random() * 9000)),
    // A plate of its own per order: plates are unique per date, and other suites book on the same dates.
    numberPlate: input.numberPlate === undefined ? uniquePlate() : input.numberPlate,
    contact: customer.contact,
  };
  await adminDb.collection('orders').doc(orderId).set(order);
  return order;
}

function uniquePlate(): string {
  return `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

export async function readOrderDoc(orderId: string) {
  const snap = await adminDb.collection('orders').doc(orderId).get();
  return snap.exists ? snap.data()! : null;
}

/** The SMS code the Auth emulator "sent" to `phoneNumber` (the latest one). */
export async function smsCodeFor(phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`,
        );
        const body = (await res.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
        code = body.verificationCodes?.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
        return code;
      },
      { message: `an SMS code for ${phoneNumber} on the Auth emulator`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Draws the image (its own pixels) on a canvas in the page and decodes its QR code with jsQR in Node. */
export async function decodeQrImage(img: Locator): Promise<string> {
  await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);
  const pixels = await img.evaluate(async (el: HTMLImageElement) => {
    const image = new Image();
    image.src = el.src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const result = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(result, 'a readable QR code').not.toBeNull();
  return result!.data;
}

/** The card of an open order on the Appointments tab. */
export function orderCard(page: Page, orderId: string): Locator {
  return page.getByRole('article').filter({ hasText: orderId });
}

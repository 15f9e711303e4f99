// The special appointment's fee on the payment page (README "Payments"): the booking the fee pays for travels in the
// navigation state from the appointment page; while the browser is on WiPay's page, what the return page needs (the
// checkout, the hold and its end, the payment page's state for a retry) waits in session storage.
import { findPackageByName } from '../../domain/catalogue';
import { APPOINTMENT_FEES } from '../../domain/pricing';

/** The booking a special fee pays for, as the appointment page hands it over. */
export interface SpecialBooking {
  holdId: string;
  requestId: string;
  serviceId: string;
  specialInstructions: string;
  numberPlate: string | null;
}

/** What is paid now (the special fee) and at the location (the wash), in dollars. */
export const SPECIAL_FEE_NOW = APPOINTMENT_FEES.special;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Reads `orderDetails.specialBooking` defensively; the catalogue id comes from the package's name. */
export function parseSpecialBooking(raw: unknown, packageName: string): SpecialBooking | null {
  if (!isRecord(raw) || !str(raw.holdId) || !str(raw.requestId)) return null;
  const pkg = findPackageByName(packageName);
  if (!pkg) return null;
  return {
    holdId: str(raw.holdId),
    requestId: str(raw.requestId),
    serviceId: pkg.id,
    specialInstructions: str(raw.specialInstructions),
    numberPlate: str(raw.numberPlate) || null,
  };
}

export const PENDING_SPECIAL_KEY = 'pendingSpecialPayment';

/** A special fee checkout the browser left for: its id, the hold, when the hold ends, and the page to come back to. */
export interface PendingSpecial {
  checkoutId: string;
  holdId: string;
  holdExpiresAt: number;
  /** The payment page's navigation state, for a retry while the hold lasts. */
  paymentState: unknown;
}

export function savePendingSpecial(pending: PendingSpecial): void {
  sessionStorage.setItem(PENDING_SPECIAL_KEY, JSON.stringify(pending));
}

/** The pending special checkout with this id, or null. */
export function readPendingSpecial(checkoutId: string): PendingSpecial | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_SPECIAL_KEY) ?? 'null') as unknown;
    if (!isRecord(value) || value.checkoutId !== checkoutId) return null;
    if (typeof value.holdExpiresAt !== 'number' || !str(value.holdId)) return null;
    return {
      checkoutId,
      holdId: str(value.holdId),
      holdExpiresAt: value.holdExpiresAt,
      paymentState: value.paymentState,
    };
  } catch {
    return null;
  }
}

export function clearPendingSpecial(): void {
  sessionStorage.removeItem(PENDING_SPECIAL_KEY);
}

// The navigation state the appointment page receives (spec section 2): from /services, from an expired payment, or
// for a rebook. Parsed defensively: history state survives reloads and can be anything.
import { findPackageByName } from '../../../domain/catalogue';
import { parsePriceText } from '../../../domain/pricing';
import type { AppointmentType } from '../../../domain/types';

export interface ServiceData {
  name: string;
  /** Price without the dollar sign, e.g. '45' (a '$45' is accepted too). */
  price: string;
  description: string;
}

export interface PreviousSelection {
  location?: string;
  appointmentType?: AppointmentType;
  appointmentDate?: string;
}

export interface AppointmentLocationState {
  serviceData: ServiceData | null;
  expired: boolean;
  resetBooking: boolean;
  orderDetails: PreviousSelection | null;
  isRebook: boolean;
  specialIsFree: boolean;
  fromServices: boolean;
  /** A waitlist offer opened (issue 44): the seat the server holds for the customer, chosen already. */
  waitlistOffer: WaitlistOfferState | null;
}

export interface WaitlistOfferState {
  holdId: string;
  /** Epoch millis, the server's. */
  expiresAt: number;
  location: string;
  appointmentType: AppointmentType;
  appointmentDate: string;
  appointmentTime: string;
}

function parseWaitlistOffer(v: unknown): WaitlistOfferState | null {
  if (!isRecord(v)) return null;
  const { holdId, expiresAt, location, appointmentType, appointmentDate, appointmentTime } = v;
  const type = appointmentType === 'free' || appointmentType === 'special' ? appointmentType : null;
  const texts = [holdId, location, appointmentDate, appointmentTime].map(str);
  if (!type || typeof expiresAt !== 'number' || texts.some((t) => t === undefined)) return null;
  const [hold, place, date, time] = texts as string[];
  return {
    holdId: hold!,
    expiresAt,
    location: place!,
    appointmentType: type,
    appointmentDate: date!,
    appointmentTime: time!,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function parseServiceData(v: unknown): ServiceData | null {
  if (!isRecord(v)) return null;
  const name = str(v.name);
  const price = typeof v.price === 'number' ? String(v.price) : str(v.price);
  if (!name || !price) return null;
  try {
    parsePriceText(price);
  } catch {
    return null;
  }
  return { name, price, description: str(v.description) ?? '' };
}

function parseOrderDetails(v: unknown): PreviousSelection | null {
  if (!isRecord(v)) return null;
  const type =
    v.appointmentType === 'free' || v.appointmentType === 'special' ? v.appointmentType : undefined;
  return { location: str(v.location), appointmentType: type, appointmentDate: str(v.appointmentDate) };
}

export function parseAppointmentState(raw: unknown): AppointmentLocationState {
  const s = isRecord(raw) ? raw : {};
  return {
    serviceData: parseServiceData(s.serviceData),
    expired: s.expired === true,
    resetBooking: s.resetBooking === true,
    orderDetails: parseOrderDetails(s.orderDetails),
    isRebook: s.isRebook === true,
    specialIsFree: s.specialIsFree === true,
    fromServices: s.fromServices === true,
    waitlistOffer: parseWaitlistOffer(s.waitlistOffer),
  };
}

/** The catalogue id the server books (confirmBooking serviceId), from the service name. */
export function serviceIdOf(service: ServiceData): string | null {
  return findPackageByName(service.name)?.id ?? null;
}

/** Texts of the red 'Time Expired' banner (the spec gives the title and the meaning, not the wording). */
export const EXPIRED_TEXT = {
  reset: 'Your reserved time ran out. Please select the location again to restart your booking.',
  restored:
    'Your reserved time ran out. Your previous selections have been restored; please choose a time again.',
} as const;

// The waitlist's documents and calls (issue 44), shared by the app and the functions. Entries and offers are written
// only by the functions (firestore.rules: an entry is readable by its owner, an offer by nobody but staff).
import type { OfferOutcome, WaitlistStatus } from '../domain/waitlist';
import type { AppointmentType, IsoDate, Time12 } from '../domain/types';
import { row, type EmptyRequest } from './call-table';

export const WAITLIST_COLLECTIONS = {
  /** waitlistEntries/{id}: one customer waiting for a window of one day. */
  entries: 'waitlistEntries',
  /** waitlistOffers/{holdId}: one seat offered to one entry, named by the hold placed for it. */
  offers: 'waitlistOffers',
  /** waitlistPeople/{uid}: the customer's open entries, open offer and offers ignored in a row (server only). */
  people: 'waitlistPeople',
} as const;

export interface JoinWaitlistRequest {
  date: IsoDate;
  location: string;
  appointmentType: AppointmentType;
  from: Time12;
  to: Time12;
}
export interface JoinWaitlistResponse {
  entryId: string;
}
export interface LeaveWaitlistRequest {
  entryId: string;
}
export interface LeaveWaitlistResponse {
  left: boolean;
}
export interface AdminWaitlistDayRequest {
  date: IsoDate;
}

/** The open offer of an entry: the seat held for its customer. */
export interface WaitlistOfferView {
  holdId: string;
  time: Time12;
  /** Epoch millis. */
  expiresAt: number;
}

/** waitlistEntries/{id} as the app reads it. */
export interface WaitlistEntryDoc {
  id: string;
  userId: string;
  date: IsoDate;
  location: string;
  type: AppointmentType;
  from: Time12;
  to: Time12;
  status: WaitlistStatus;
  /** Epoch millis of the server's time of joining. */
  joinedAt: number;
  offer: WaitlistOfferView | null;
}

export interface AdminWaitlistEntry extends Omit<WaitlistEntryDoc, 'offer'> {
  email: string;
  place: number | null;
}
export interface AdminWaitlistOffer {
  holdId: string;
  entryId: string;
  userId: string;
  time: Time12;
  outcome: OfferOutcome;
  /** Epoch millis. */
  offeredAt: number;
}
export interface AdminWaitlistDayResponse {
  date: IsoDate;
  entries: AdminWaitlistEntry[];
  offers: AdminWaitlistOffer[];
  counts: Record<OfferOutcome, number> & { made: number };
  /** Bookings that came from the waitlist (offers taken). */
  bookings: number;
}

/** A customer's entry as the account page shows it: with its place in the day's line (null once it no longer waits). */
export interface MyWaitlistEntry extends WaitlistEntryDoc {
  place: number | null;
  /** The last thing the customer was told about it (the in-app notice), or null. */
  notice: string | null;
}
export interface ListMyWaitlistResponse {
  entries: MyWaitlistEntry[];
}

export const WAITLIST_CALLABLES = {
  joinWaitlist: row.customer<JoinWaitlistRequest, JoinWaitlistResponse>(),
  leaveWaitlist: row.customer<LeaveWaitlistRequest, LeaveWaitlistResponse>(),
  listMyWaitlist: row.customer<EmptyRequest, ListMyWaitlistResponse>(),
  adminWaitlistDay: row.viewOnlyAdmin<AdminWaitlistDayRequest, AdminWaitlistDayResponse>(),
};

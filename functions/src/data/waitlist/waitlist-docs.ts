// The waitlist's documents as the functions read and write them: entries (one customer waiting for a window of one
// day), offers (one seat offered, named by the hold placed for it) and people (a customer's open entries, open offer
// and offers ignored in a row: the document every waitlist change of that customer writes, so they run one by one).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  OFFER_OUTCOMES,
  WAITLIST_STATUSES,
  type OfferOutcome,
  type WaitlistStatus,
} from '../../../../src/domain/waitlist';
import type { AppointmentType } from '../../../../src/domain/types';
import { WAITLIST_COLLECTIONS, type WaitlistEntryDoc } from '../../../../src/contracts/waitlist-api';
import { col, toDate } from '../booking-docs';

export const entriesCol = () => col(WAITLIST_COLLECTIONS.entries);
export const offersCol = () => col(WAITLIST_COLLECTIONS.offers);
export const peopleCol = () => col(WAITLIST_COLLECTIONS.people);

/** An entry as stored: the app's view plus the slots already offered to it (never offered twice). */
export interface StoredEntry extends WaitlistEntryDoc {
  offeredSlots: string[];
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const millis = (value: unknown): number => toDate(value)?.getTime() ?? 0;

export function readEntry(snap: DocumentSnapshot): StoredEntry {
  const d = snap.data() ?? {};
  const status = (WAITLIST_STATUSES as readonly string[]).includes(d.status)
    ? (d.status as WaitlistStatus)
    : 'left';
  const offer = d.offer && typeof d.offer === 'object' ? (d.offer as Record<string, unknown>) : null;
  return {
    id: snap.id,
    userId: str(d.userId),
    date: str(d.date),
    location: str(d.location),
    type: (d.type === 'special' ? 'special' : 'free') as AppointmentType,
    from: str(d.from),
    to: str(d.to),
    status,
    joinedAt: millis(d.joinedAt),
    offer: offer
      ? { holdId: str(offer.holdId), time: str(offer.time), expiresAt: millis(offer.expiresAt) }
      : null,
    offeredSlots: Array.isArray(d.offeredSlots)
      ? d.offeredSlots.filter((s): s is string => typeof s === 'string')
      : [],
  };
}

/** waitlistPeople/{uid}. */
export interface Person {
  openEntryIds: string[];
  /** The hold of the customer's open offer, or null: one offer at a time. */
  openOffer: string | null;
  ignoredInRow: number;
  /** Epoch millis until which the customer may not join (closed out for ignored offers), or null. */
  removedUntil: number | null;
}

export function readPerson(snap: DocumentSnapshot): Person {
  const d = snap.data() ?? {};
  return {
    openEntryIds: Array.isArray(d.openEntryIds)
      ? d.openEntryIds.filter((s): s is string => typeof s === 'string')
      : [],
    openOffer: typeof d.openOffer === 'string' ? d.openOffer : null,
    ignoredInRow: typeof d.ignoredInRow === 'number' ? d.ignoredInRow : 0,
    removedUntil: typeof d.removedUntil === 'number' ? d.removedUntil : null,
  };
}

/** waitlistOffers/{holdId}. */
export interface StoredOffer {
  holdId: string;
  entryId: string;
  userId: string;
  slotId: string;
  date: string;
  time: string;
  outcome: OfferOutcome;
  offeredAt: number;
  expiresAt: number;
}

export function readOffer(snap: DocumentSnapshot): StoredOffer {
  const d = snap.data() ?? {};
  const outcome = (OFFER_OUTCOMES as readonly string[]).includes(d.outcome)
    ? (d.outcome as OfferOutcome)
    : 'void';
  return {
    holdId: snap.id,
    entryId: str(d.entryId),
    userId: str(d.userId),
    slotId: str(d.slotId),
    date: str(d.date),
    time: str(d.time),
    outcome,
    offeredAt: millis(d.offeredAt),
    expiresAt: millis(d.expiresAt),
  };
}

export const ts = (date: Date | number) =>
  Timestamp.fromMillis(typeof date === 'number' ? date : date.getTime());

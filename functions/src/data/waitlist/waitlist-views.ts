// What the waitlist shows: a customer's own entries with their place in line (listMyWaitlist), and a day's line,
// offers and the bookings that came from it for staff (adminWaitlistDay).
import {
  OFFER_OUTCOMES,
  OPEN_WAITLIST_STATUSES,
  placeInLine,
  type OfferOutcome,
} from '../../../../src/domain/waitlist';
import type {
  AdminWaitlistDayResponse,
  ListMyWaitlistResponse,
  MyWaitlistEntry,
} from '../../../../src/contracts/waitlist-api';
import { usersCol } from '../booking-docs';
import { shapedQuery } from '../shaped-query';
import { entriesCol, offersCol, readEntry, readOffer, type StoredEntry } from './waitlist-docs';

/** A line: the open entries of one date, location and type. */
const lineKey = (e: StoredEntry) => `${e.date}|${e.location}|${e.type}`;

/** Each open entry's place among the open entries of its line, by joining time. */
function placesOf(entries: readonly StoredEntry[]): Map<string, number | null> {
  const lines = new Map<string, StoredEntry[]>();
  for (const entry of entries) lines.set(lineKey(entry), [...(lines.get(lineKey(entry)) ?? []), entry]);
  return new Map(entries.map((entry) => [entry.id, placeInLine(entry, lines.get(lineKey(entry)) ?? [])]));
}

async function dayEntries(date: string): Promise<StoredEntry[]> {
  const snap = await shapedQuery(entriesCol(), 'waitlistOfDay', { date }).get();
  return snap.docs.map(readEntry);
}

export async function listMyWaitlist(uid: string): Promise<ListMyWaitlistResponse> {
  const snap = await shapedQuery(entriesCol(), 'waitlistOfUser', { userId: uid }).get();
  const mine = snap.docs.map((doc) => ({ entry: readEntry(doc), notice: doc.get('notice') as unknown }));
  const open = mine.filter(({ entry }) => OPEN_WAITLIST_STATUSES.includes(entry.status));
  const days = [...new Set(open.map(({ entry }) => entry.date))];
  const places = placesOf((await Promise.all(days.map(dayEntries))).flat());
  const entries: MyWaitlistEntry[] = mine
    .filter(
      ({ entry, notice }) => OPEN_WAITLIST_STATUSES.includes(entry.status) || typeof notice === 'string',
    )
    .map(({ entry: { offeredSlots: _offered, ...entry }, notice }) => ({
      ...entry,
      place: places.get(entry.id) ?? null,
      notice: typeof notice === 'string' ? notice : null,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.joinedAt - b.joinedAt);
  return { entries };
}

export async function adminWaitlistDay(date: string): Promise<AdminWaitlistDayResponse> {
  const [entries, offerSnap] = await Promise.all([
    dayEntries(date),
    shapedQuery(offersCol(), 'waitlistOffersOfDay', { date }).get(),
  ]);
  const offers = offerSnap.docs.map(readOffer);
  const userIds = [...new Set(entries.map((e) => e.userId))];
  const users = userIds.length
    ? await usersCol().firestore.getAll(...userIds.map((id) => usersCol().doc(id)))
    : [];
  const emails = new Map(users.map((u) => [u.id, String(u.get('email') ?? '')]));
  const places = placesOf(entries);
  const counts = Object.fromEntries(OFFER_OUTCOMES.map((o) => [o, 0])) as Record<OfferOutcome, number>;
  for (const offer of offers) counts[offer.outcome] += 1;
  return {
    date,
    entries: entries
      .sort((a, b) => a.joinedAt - b.joinedAt)
      .map(({ offeredSlots: _offered, offer: _offer, ...entry }) => ({
        ...entry,
        email: emails.get(entry.userId) ?? '',
        place: places.get(entry.id) ?? null,
      })),
    offers: offers
      .sort((a, b) => a.offeredAt - b.offeredAt)
      .map(({ holdId, entryId, userId, time, outcome, offeredAt }) => ({
        holdId,
        entryId,
        userId,
        time,
        outcome,
        offeredAt,
      })),
    counts: { ...counts, made: offers.length },
    bookings: counts.taken,
  };
}

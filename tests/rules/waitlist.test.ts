// The waitlist's documents (issue 44): an entry is readable by its owner only and written by no client, so nobody
// jumps the line (joinedAt is the server's), forges an entry, reads someone else's, or reads offers and counters.
import { beforeEach, describe, it } from 'vitest';
import { where } from 'firebase/firestore';
import { OTHER, OWNER } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { add, get, list, remove, set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();
const entry = (userId: string, joinedAt: Date) => ({
  userId,
  date: '2026-11-23',
  location: 'Chaguanas Branch',
  type: 'free',
  from: '10:10 AM',
  to: '10:10 AM',
  status: 'waiting',
  joinedAt,
  offer: null,
  offeredSlots: [],
});

describe('waitlistEntries, waitlistOffers, waitlistPeople', () => {
  beforeEach(async () =>
    seed(env(), {
      'waitlistEntries/first': entry(OTHER, new Date('2026-11-20T10:00:00Z')),
      'waitlistEntries/mine': entry(OWNER, new Date('2026-11-20T11:00:00Z')),
      'waitlistOffers/hold1': { entryId: 'first', userId: OTHER, outcome: 'open' },
      [`waitlistPeople/${OWNER}`]: { openEntryIds: ['mine'], openOffer: null, ignoredInRow: 0 },
    }),
  );

  it('lets the owner read their own entry (by id and by a query on their uid), nobody else', async () => {
    await expectAllowed(true, get(dbAs(env(), 'owner'), 'waitlistEntries/mine'));
    await expectAllowed(true, list(dbAs(env(), 'owner'), 'waitlistEntries', where('userId', '==', OWNER)));
    await expectAllowed(false, get(dbAs(env(), 'owner'), 'waitlistEntries/first'));
    await expectAllowed(false, list(dbAs(env(), 'owner'), 'waitlistEntries'));
    await expectAllowed(false, get(dbAs(env(), 'visitor'), 'waitlistEntries/mine'));
  });

  it('refuses an owner editing their entry to jump the line (joinedAt, status, offer) or deleting it', async () => {
    const db = dbAs(env(), 'owner');
    await expectAllowed(
      false,
      update(db, 'waitlistEntries/mine', { joinedAt: new Date('2020-01-01T00:00:00Z') }),
    );
    await expectAllowed(false, update(db, 'waitlistEntries/mine', { status: 'offered' }));
    await expectAllowed(false, update(db, 'waitlistEntries/first', { status: 'left' }));
    await expectAllowed(false, remove(db, 'waitlistEntries/first'));
  });

  it('refuses a client creating an entry (early joinedAt) or an offer, staff included', async () => {
    for (const actor of ['owner', 'admin'] as const) {
      const db = dbAs(env(), actor);
      await expectAllowed(false, add(db, 'waitlistEntries', entry(OWNER, new Date('2020-01-01T00:00:00Z'))));
      await expectAllowed(
        false,
        set(db, 'waitlistOffers/forged', { entryId: 'mine', userId: OWNER, outcome: 'open' }),
      );
    }
  });

  it('refuses every client reading or writing offers and the per-customer counters', async () => {
    for (const actor of ['owner', 'other', 'admin', 'viewOnly'] as const) {
      const db = dbAs(env(), actor);
      await expectAllowed(false, get(db, 'waitlistOffers/hold1'));
      await expectAllowed(false, get(db, `waitlistPeople/${OWNER}`));
      await expectAllowed(false, update(db, `waitlistPeople/${OWNER}`, { ignoredInRow: 0 }));
    }
  });

  it('refuses list queries that reach others’ entries: the day’s line, another’s uid, staff and bay attendants', async () => {
    const owner = dbAs(env(), 'owner');
    await expectAllowed(false, list(owner, 'waitlistEntries', where('date', '==', '2026-11-23')));
    await expectAllowed(false, list(owner, 'waitlistEntries', where('userId', '==', OTHER)));
    await expectAllowed(false, list(owner, 'waitlistEntries', where('status', '==', 'offered')));
    await expectAllowed(false, list(owner, 'waitlistOffers', where('userId', '==', OWNER)));
    for (const staff of [
      dbAs(env(), 'viewOnly'),
      dbAs(env(), 'admin'),
      dbAs(env(), 'other', { bayAttendant: true }),
    ]) {
      await expectAllowed(false, list(staff, 'waitlistEntries', where('date', '==', '2026-11-23')));
      await expectAllowed(false, get(staff, 'waitlistEntries/mine'));
    }
  });
});

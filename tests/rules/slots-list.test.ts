// Rules: listing slots. Any signed-in customer may read the public availability of the days the app shows, and only
// that: the app's own day query (and its live listener) passes; an unfiltered list, a list without a limit or above
// it, and a list of past days are refused, so nobody reads the booking history at the business's expense.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  collection,
  getDocs,
  limit,
  onSnapshot,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import * as fs from 'firebase/firestore';
import { addDaysToDate, businessDate } from '../../src/domain/calendar';
import { DAY_SLOTS_LIMIT, slotDocId } from '../../src/contracts/slot-documents';
import { shapedQuery } from '../../src/lib/data/shaped-query';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { list } from '../support/rules-ops.fixtures';

const env = useRulesEnv();

const LOCATION = 'Chaguanas Branch';
const today = () => businessDate(new Date());
const daysFromToday = (days: number) => addDaysToDate(today(), days);

const slot = (date: string, time = '9:10 AM') => ({
  [`slots/${slotDocId({ date, location: LOCATION, type: 'free', time })}`]: {
    date,
    location: LOCATION,
    appointmentType: 'free',
    time,
    orders: 1,
    holds: {},
    reserved: false,
    reservedUntil: null,
  },
});

/** The app's own query of one day (lib/data/slots-live.ts): the daySlots shape and its limit. */
const dayQuery = (db: Firestore, date: string, ...extra: QueryConstraint[]) =>
  shapedQuery(
    fs,
    collection(db, 'slots'),
    'daySlots',
    { date, location: LOCATION, appointmentType: 'free' },
    ...extra,
  );

/** The first answer of a live listener on `q`: its document count, or the error that stopped it. */
const firstSnapshot = (q: Query) =>
  new Promise<number>((resolve, reject) => {
    const stop = onSnapshot(
      q,
      (snapshot) => {
        stop();
        resolve(snapshot.size);
      },
      reject,
    );
  });

beforeEach(async () =>
  seed(env(), {
    ...slot(daysFromToday(-30)),
    ...slot(daysFromToday(-2)),
    ...slot(daysFromToday(-1)),
    ...slot(today()),
    ...slot(today(), '9:20 AM'),
    ...slot(daysFromToday(1)),
  }),
);

describe('the app listing one day of slots', () => {
  it("lets a customer run the time modal's day query, with its limit", async () => {
    const result = await getDocs(dayQuery(dbAs(env(), 'owner'), today(), limit(DAY_SLOTS_LIMIT)));
    expect(result.size).toBe(2);
  });

  it("lets the time modal's live listener run on today and tomorrow", async () => {
    const db = dbAs(env(), 'other');
    expect(await firstSnapshot(dayQuery(db, today(), limit(DAY_SLOTS_LIMIT)))).toBe(2);
    expect(await firstSnapshot(dayQuery(db, daysFromToday(1), limit(DAY_SLOTS_LIMIT)))).toBe(1);
  });

  it('lets yesterday (business time) through: a day of slack for a client whose day has not turned', async () => {
    await expectAllowed(
      true,
      getDocs(dayQuery(dbAs(env(), 'owner'), daysFromToday(-1), limit(DAY_SLOTS_LIMIT))),
    );
  });
});

describe('a customer listing more than the app does', () => {
  const db = () => dbAs(env(), 'owner');

  it('refuses an unfiltered list of every slot ever written', async () => {
    await expectAllowed(false, list(db(), 'slots'));
  });

  it('refuses an unfiltered list even with a limit', async () => {
    await expectAllowed(false, list(db(), 'slots', limit(DAY_SLOTS_LIMIT)));
  });

  it("refuses the app's day query without a limit", async () => {
    await expectAllowed(false, getDocs(dayQuery(db(), today())));
  });

  it('refuses a limit above one day of slots', async () => {
    await expectAllowed(false, getDocs(dayQuery(db(), today(), limit(DAY_SLOTS_LIMIT + 1))));
  });

  it('refuses a past day, by day query or live listener', async () => {
    await expectAllowed(false, getDocs(dayQuery(db(), daysFromToday(-2), limit(DAY_SLOTS_LIMIT))));
    await expectAllowed(false, getDocs(dayQuery(db(), daysFromToday(-30), limit(DAY_SLOTS_LIMIT))));
    await expect(
      firstSnapshot(dayQuery(db(), daysFromToday(-2), limit(DAY_SLOTS_LIMIT))),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuses a date range that reaches into the past', async () => {
    const since = where('date', '>=', daysFromToday(-30));
    await expectAllowed(false, list(db(), 'slots', since, limit(DAY_SLOTS_LIMIT)));
  });

  it('refuses a visitor the day query', async () => {
    await expectAllowed(false, getDocs(dayQuery(dbAs(env(), 'visitor'), today(), limit(DAY_SLOTS_LIMIT))));
  });
});

// bayBoard/{date} (the bay screen's list of the day, written by the order trigger): staff and bay attendants get a
// day by id; nobody lists the collection (no browsing of other days' names and plates); nobody writes it from a
// client, not even an admin, so the board always says what the orders say. A customer and a visitor read nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { BAY_ATTENDANT_CLAIM, BAY_BOARD_COLLECTION } from '../../src/contracts/bay-api';
import { ACTOR_NAMES, ACTORS, verb, type Actor } from '../support/actors.fixtures';
import { dbAs, expectAllowed, readWithoutRules, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set } from '../support/rules-ops.fixtures';

const env = useRulesEnv();
const DAY = '2026-11-24';
const PATH = `${BAY_BOARD_COLLECTION}/${DAY}`;
const STORED = {
  date: DAY,
  entries: {
    'ORDER-1': {
      orderId: 'ORDER-1',
      orderCode: '4821',
      firstName: 'Alice',
      serviceName: 'BASIC WASH',
      serviceType: 'appointment',
      appointmentType: 'free',
      numberPlate: 'PDF1234',
      appointmentTime: '10:10 AM',
      appointmentAt: '2026-11-24T14:10:00.000Z',
      state: 'due',
      checkedInAt: null,
      completedAt: null,
    },
  },
};
const getters: Record<Actor, boolean> = {
  visitor: false,
  owner: false,
  other: false,
  admin: true,
  viewOnly: true,
};
const attendant = () => dbAs(env(), 'other', { [BAY_ATTENDANT_CLAIM]: true });

beforeEach(async () => seed(env(), { [PATH]: STORED }));

describe('bayBoard', () => {
  for (const actor of ACTORS) {
    it(`${verb(getters[actor])} ${ACTOR_NAMES[actor]} get a day, and refuses the list`, async () => {
      const db = dbAs(env(), actor);
      await expectAllowed(getters[actor], get(db, PATH));
      await expectAllowed(false, list(db, BAY_BOARD_COLLECTION));
    });

    it(`refuses ${ACTOR_NAMES[actor]} create, update and delete, and the stored day stays`, async () => {
      const db = dbAs(env(), actor);
      await expectAllowed(false, set(db, `${BAY_BOARD_COLLECTION}/2026-11-25`, STORED));
      await expectAllowed(false, set(db, PATH, { entries: {} }, { merge: true }));
      await expectAllowed(false, remove(db, PATH));
      expect(await readWithoutRules(env(), PATH)).toEqual(STORED);
    });
  }

  it('lets a bay attendant get a day, and refuses the list and every write', async () => {
    const db = attendant();
    await expectAllowed(true, get(db, PATH));
    await expectAllowed(false, list(db, BAY_BOARD_COLLECTION));
    await expectAllowed(false, set(db, PATH, { entries: {} }, { merge: true }));
    await expectAllowed(false, remove(db, PATH));
    expect(await readWithoutRules(env(), PATH)).toEqual(STORED);
  });

  it('refuses a customer whose token says bayAttendant: false', async () => {
    await expectAllowed(false, get(dbAs(env(), 'owner', { [BAY_ATTENDANT_CLAIM]: false }), PATH));
  });
});

// App Check on the emulator: every callable enforces it, and the Functions emulator refuses a call that carries no
// App Check token, as a deployed function does (it decodes tokens without verifying their signature, so the
// signature half is proven outside the emulator: tests/deploy/app-check-enforcement.test.ts).
import { describe, expect, it } from 'vitest';
import { getAuth } from 'firebase/auth';
import { db } from '../../functions/src/data/admin-sdk';
import { appCheckHeader } from '../../scripts/support/app-check';
import { createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

resetBetweenTests();

async function rawCall(name: string, data: unknown, headers: Record<string, string>) {
  const res = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as { result?: unknown; error?: { status: string } } };
}

describe('a signed-in customer calling from outside the app (no App Check token)', () => {
  it('gets no hold: createHold is refused before it runs and the slot stays empty', async () => {
    const alice = await createCustomer();
    const idToken = await getAuth(alice.client.app).currentUser!.getIdToken();
    const slot = upcomingSlot('free');

    const refused = await rawCall('createHold', holdRequest(slot), { Authorization: `Bearer ${idToken}` });
    expect(refused.status).toBe(401);
    expect(refused.body.error?.status).toBe('UNAUTHENTICATED');
    expect(await slotDoc(slot)).toBeUndefined();
    expect((await db.collection('activeBookings').where('userId', '==', alice.uid).get()).size).toBe(0);

    const allowed = await rawCall('createHold', holdRequest(slot), {
      Authorization: `Bearer ${idToken}`,
      ...appCheckHeader(),
    });
    expect(allowed.status).toBe(200);
    expect((await db.collection('activeBookings').where('userId', '==', alice.uid).get()).size).toBe(1);
  });
});

describe('a visitor calling the public callables from outside the app', () => {
  it('cannot report failed sign-ins or probe e-mail addresses without a token, and can with one', async () => {
    const email = `someone-${Date.now()}@example.test`;
    for (const name of ['recordFailedLogin', 'checkEmailAvailability', 'checkLoginAttempts']) {
      const refused = await rawCall(name, { email }, {});
      expect({ name, status: refused.status, error: refused.body.error?.status }).toEqual({
        name,
        status: 401,
        error: 'UNAUTHENTICATED',
      });
    }
    expect((await db.collection('loginAttempts').get()).size).toBe(0);

    const allowed = await rawCall('checkEmailAvailability', { email }, appCheckHeader());
    expect(allowed).toMatchObject({ status: 200, body: { result: { available: true } } });
  });
});

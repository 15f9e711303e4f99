// What the emulator cannot show over HTTP (every emulator caller is this one machine): deployed, a stranger and an
// owner are different addresses, and the per-caller budgets keep them apart. The callables' handlers run here
// directly (`.run`) against the Firestore emulator, with requests shaped as Google's front end delivers them:
// whatever X-Forwarded-For the caller sent, followed by the address the front end saw.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

process.env.GCLOUD_PROJECT = PROJECT_ID;
process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${HOST}:${PORTS.auth}`;
const wasEmulator = process.env.FUNCTIONS_EMULATOR;
delete process.env.FUNCTIONS_EMULATOR;

const { recordPasswordReset } = await import('../../functions/src/callables/record-password-reset');
const { checkEmailAvailability } = await import('../../functions/src/callables/check-email-availability');

const clear = () =>
  fetch(
    `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
beforeEach(clear);
afterAll(async () => {
  await clear();
  if (wasEmulator !== undefined) process.env.FUNCTIONS_EMULATOR = wasEmulator;
});

/** A request as Cloud Run hands it over: the caller's own header, then the hop Google's front end appended. */
const fromAddress = (observed: string, forged = '10.0.0.1') =>
  ({
    data: undefined as unknown,
    rawRequest: { headers: { 'x-forwarded-for': `${forged}, ${observed}` }, socket: {} },
    acceptsStreaming: false,
  }) as never;
const call = <T>(fn: { run: (req: never) => Promise<T> }, observed: string, data: unknown, forged?: string) =>
  fn.run({ ...(fromAddress(observed, forged) as object), data } as never);

const OWNER = '203.0.113.10';
const STRANGER = '198.51.100.66';

describe("a stranger's password-reset requests", () => {
  it("use up the stranger's budget and cannot stop the owner's reset", async () => {
    const email = 'owner@example.com';
    for (let i = 0; i < 3; i += 1) await call(recordPasswordReset, STRANGER, { email });
    await expect(call(recordPasswordReset, STRANGER, { email })).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    await expect(call(recordPasswordReset, OWNER, { email })).resolves.toMatchObject({ success: true });
  });

  it('cannot escape the budget by forging the header: the appended hop decides', async () => {
    const email = 'owner@example.com';
    for (let i = 0; i < 3; i += 1) await call(recordPasswordReset, STRANGER, { email }, `192.0.2.${i}`);
    await expect(
      call(recordPasswordReset, STRANGER, { email }, `${OWNER}, 192.0.2.77`),
    ).rejects.toMatchObject({ code: 'resource-exhausted' });
  });
});

describe("a stranger's enumeration", () => {
  it("spends the stranger's per-caller budget, not the owner's", async () => {
    for (let i = 0; i < 30; i += 1)
      await call(checkEmailAvailability, STRANGER, { email: `p${i}@example.com` });
    await expect(call(checkEmailAvailability, STRANGER, { email: 'next@example.com' })).rejects.toMatchObject(
      { code: 'resource-exhausted' },
    );
    await expect(call(checkEmailAvailability, OWNER, { email: 'mine@example.com' })).resolves.toEqual({
      available: true,
    });
  });
});

// Per-caller limits key on the address the platform observed, never on X-Forwarded-For as the caller writes it:
// raw callable POSTs to the Functions emulator, each with a different forged header, stay one caller. Beside them,
// the per-value budgets of the availability checks that stop enumeration of one e-mail or phone number.
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { appCheckHeader } from '../../scripts/support/app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

resetBetweenTests({ auth: true });

const PER_CALLER = 30;
const PER_VALUE = 10;

/** One callable POST as any HTTP client can send it, with the X-Forwarded-For header it chooses. */
async function post(name: string, data: unknown, forwardedFor: string) {
  const response = await fetch(
    `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor, ...appCheckHeader() },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as { result?: unknown; error?: { status: string; message: string } };
  return { status: response.status, ...body };
}

const forged = (i: number) => `198.51.100.${i % 250}, 203.0.113.${(i * 7) % 250}`;

describe('forged X-Forwarded-For values', () => {
  it('do not lift the per-caller budget of the e-mail availability check', async () => {
    for (let i = 0; i < PER_CALLER; i += 1) {
      const answer = await post('checkEmailAvailability', { email: `probe${i}@example.com` }, forged(i));
      expect(answer.result).toEqual({ available: true });
    }
    const refused = await post('checkEmailAvailability', { email: 'one-more@example.com' }, '192.0.2.99');
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.error?.message).toBe('Too many attempts. Please try again later');
  });

  it("do not lift a caller's lock on an account: the sixth wrong password is not even checked", async () => {
    const owner = await createTestUser();
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push(
        await post('recordFailedLogin', { email: owner.email, password: `guess-${i}` }, forged(i)),
      );
    }
    expect(answers[4]!.result).toMatchObject({ lockedOut: true, failedAttempts: 5 });
    expect(answers[6]!.result).toMatchObject({ lockedOut: true, failedAttempts: 5 });
  });

  it('do not lift the per-caller limit of the contact form', async () => {
    for (let i = 0; i < 5; i += 1) {
      const message = { name: 'N', email: `sender${i}@example.com`, message: 'Hello' };
      expect((await post('sendContactEmail', message, forged(i))).status).toBe(200);
    }
    const sixth = await post(
      'sendContactEmail',
      { name: 'N', email: 'sender-new@example.com', message: 'Hello' },
      '192.0.2.50',
    );
    expect(sixth.error?.status).toBe('RESOURCE_EXHAUSTED');
  });
});

describe('enumeration budgets per value checked', () => {
  it(`answer ${PER_VALUE} checks of one e-mail an hour and refuse the next, while other e-mails still answer`, async () => {
    const target = await createTestUser();
    for (let i = 0; i < PER_VALUE; i += 1) {
      expect((await post('checkEmailAvailability', { email: target.email }, forged(i))).result).toEqual({
        available: false,
      });
    }
    const refused = await post('checkEmailAvailability', { email: target.email }, forged(99));
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect((await post('checkEmailAvailability', { email: 'other@example.com' }, forged(1))).result).toEqual({
      available: true,
    });
  });

  it(`answer ${PER_VALUE} checks of one phone number an hour and refuse the next`, async () => {
    for (let i = 0; i < PER_VALUE; i += 1) {
      const answer = await post('checkPhoneNumberCooldown', { phoneNumber: '+18685550001' }, forged(i));
      expect(answer.result).toEqual({ available: true, message: '' });
    }
    const refused = await post('checkPhoneNumberCooldown', { phoneNumber: '+18685550001' }, forged(42));
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
  });

  it(`refuse one caller sweeping more than ${PER_CALLER} phone numbers an hour`, async () => {
    for (let i = 0; i < PER_CALLER; i += 1) {
      const phoneNumber = `+1868555${String(1000 + i)}`;
      expect((await post('checkPhoneNumberCooldown', { phoneNumber }, forged(i))).status).toBe(200);
    }
    const refused = await post('checkPhoneNumberCooldown', { phoneNumber: '+18685559999' }, '192.0.2.7');
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
  });
});

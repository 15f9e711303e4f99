// The sign-in lockout against an attacker with many addresses, run as deployed (the emulator has one caller: this
// machine). The callables' handlers run directly (`.run`) against the Auth and Firestore emulators with requests as
// Google's front end delivers them (the observed address as the last X-Forwarded-For hop), and the blocking
// function's rule (signInLockedUntil) is asked with the address Auth would report.
//  - An ISP's usual /56 holds 256 /64s: they are ONE caller (CONFIG.loginCallerIpv6PrefixBits), so they get one
//    caller's five tries and one caller's report budget, and cannot bring the account to its ceiling.
//  - A botnet that does reach the ceiling locks out every network that failed, never one that did not: the owner's
//    right password still signs in, and a password reset still lifts a lock that caught the owner.
//  - Control: one address brute-forcing is locked as before (the sixth password is not even checked).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmPasswordReset, sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import type {
  CheckLoginAttemptsResponse,
  RecordFailedLoginResponse,
  RecordPasswordResetResponse,
} from '../../src/contracts/account-api';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';
import { clearEmulators } from '../support/reset.fixtures';
import { clientFor, createTestUser, disposeClients, type TestUser } from '../support/clients.fixtures';
import { db } from '../../functions/src/data/admin-sdk';

const wasEmulator = process.env.FUNCTIONS_EMULATOR;
delete process.env.FUNCTIONS_EMULATOR;
const { recordFailedLogin } = await import('../../functions/src/callables/record-failed-login');
const { checkLoginAttempts } = await import('../../functions/src/callables/check-login-attempts');
const { recordPasswordReset } = await import('../../functions/src/callables/record-password-reset');
const { signInLockedUntil } = await import('../../functions/src/data/people/login-attempts');

beforeEach(clearEmulators);
afterAll(async () => {
  await disposeClients();
  await clearEmulators();
  if (wasEmulator !== undefined) process.env.FUNCTIONS_EMULATOR = wasEmulator;
});

type Runnable<T> = { run: (request: never) => Promise<T> };
/** One call as Cloud Run hands it over: a forged header, then the hop Google's front end appended. */
const from = <T>(fn: Runnable<T>, observed: string, data: unknown) =>
  fn.run({
    data,
    rawRequest: { headers: { 'x-forwarded-for': `10.9.8.7, ${observed}` }, socket: {} },
    acceptsStreaming: false,
  } as never);

const fail = (address: string, email: string, password = 'wrong-guess') =>
  from<RecordFailedLoginResponse>(recordFailedLogin, address, { email, password });
const check = (address: string, email: string) =>
  from<CheckLoginAttemptsResponse>(checkLoginAttempts, address, { email });
const signInRefusedUntil = (owner: TestUser, ipAddress: string) =>
  signInLockedUntil({ email: owner.email, uid: owner.uid, ipAddress }, new Date());

/** The i-th /64 of the attacker's /56 2001:db8:aa:bb00::/56 (any host in it). */
const attackerV6 = (i: number) =>
  `2001:db8:aa:bb${i.toString(16).padStart(2, '0')}:${(i * 7919) % 65_536}::1`;
const OWNER_V6 = '2001:db8:cc:100::25';
const OWNER_V4 = '203.0.113.10';

const accountFailures = async () =>
  (await db.collection('loginAttempts').get()).docs.map((d) => d.get('failedAttempts') as number);

async function expectOwnerSignsIn(owner: TestUser, password = owner.password) {
  const client = await clientFor();
  const credential = await signInWithEmailAndPassword(client.auth, owner.email, password);
  expect(credential.user.uid).toBe(owner.uid);
}

async function resetPassword(owner: TestUser, password: string) {
  const client = await clientFor();
  await sendPasswordResetEmail(client.auth, owner.email);
  const url = `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.filter((c) => c.email === owner.email && c.requestType === 'PASSWORD_RESET').at(-1);
  // Auth keeps whole seconds: the change must fall in a later second than the lock began.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await confirmPasswordReset(client.auth, code!.oobCode, password);
}

describe('failures from 256 /64s of one /56', () => {
  it("count as one caller's: the owner still signs in with the right password and can reset it", async () => {
    const owner = await createTestUser();
    const outcomes: string[] = [];
    for (let i = 0; i < 256; i += 1) {
      outcomes.push(
        await fail(attackerV6(i), owner.email).then(
          (r) => (r.lockedOut ? 'locked' : 'counted'),
          (e: { code: string }) => e.code,
        ),
      );
    }
    // Five checked failures lock the whole /56; the report budget is the /56's too (60 an hour).
    expect(outcomes.slice(0, 4)).toEqual(Array(4).fill('counted'));
    expect(outcomes.slice(4, 60)).toEqual(Array(56).fill('locked'));
    expect(new Set(outcomes.slice(60))).toEqual(new Set(['resource-exhausted']));
    expect(await accountFailures()).toEqual([5]);

    // The attacker's next /64 is still locked out, by the callables and by the sign-in blocking rule.
    await expect(check('2001:db8:aa:bbfe:9::77', owner.email)).resolves.toMatchObject({ allowed: false });
    expect(await signInRefusedUntil(owner, '2001:db8:aa:bb42::1')).toBeInstanceOf(Date);

    // The owner, from their own network, is not stopped at all.
    for (const address of [OWNER_V6, OWNER_V4]) {
      await expect(check(address, owner.email)).resolves.toMatchObject({ allowed: true });
      expect(await signInRefusedUntil(owner, address)).toBeNull();
    }
    await expect(
      from<RecordPasswordResetResponse>(recordPasswordReset, OWNER_V6, { email: owner.email }),
    ).resolves.toMatchObject({ success: true });
    await expectOwnerSignsIn(owner);
  }, 90_000);
});

describe('a botnet that brings the account to its ceiling', () => {
  /** 25 networks, 4 checked failures each (none locked by itself): the 100th failure reaches the ceiling. */
  async function reachCeiling(owner: TestUser): Promise<string[]> {
    const bots = Array.from({ length: 25 }, (_, i) => `198.51.100.${i + 1}`);
    for (const bot of bots) for (let n = 0; n < 4; n += 1) await fail(bot, owner.email);
    expect(await accountFailures()).toEqual([100]);
    return bots;
  }

  it("locks out every network that failed, never the owner's right password", async () => {
    const owner = await createTestUser();
    const bots = await reachCeiling(owner);
    for (const bot of bots.slice(0, 3)) {
      await expect(check(bot, owner.email)).resolves.toMatchObject({ allowed: false });
      // Not even the right password is checked for a bot now: no password oracle.
      await expect(fail(bot, owner.email, owner.password)).resolves.toMatchObject({ lockedOut: true });
      expect(await signInRefusedUntil(owner, bot)).toBeInstanceOf(Date);
    }
    // A fresh bot gets one checked guess, then it too is locked out.
    await expect(fail('192.0.2.200', owner.email)).resolves.toMatchObject({ lockedOut: true });
    await expect(check('192.0.2.200', owner.email)).resolves.toMatchObject({ allowed: false });

    await expect(check(OWNER_V4, owner.email)).resolves.toMatchObject({ allowed: true });
    expect(await signInRefusedUntil(owner, OWNER_V4)).toBeNull();
    await expectOwnerSignsIn(owner);
  }, 60_000);

  it('does not keep out an owner it caught: the password reset lifts the lock', async () => {
    const owner = await createTestUser();
    await reachCeiling(owner);
    // The owner mistypes once during the attack and is caught like any failing network.
    await expect(fail(OWNER_V4, owner.email)).resolves.toMatchObject({ lockedOut: true });
    expect(await signInRefusedUntil(owner, OWNER_V4)).toBeInstanceOf(Date);
    // The reset request is not limited by the lock, and the reset lifts it.
    await expect(
      from<RecordPasswordResetResponse>(recordPasswordReset, OWNER_V4, { email: owner.email }),
    ).resolves.toMatchObject({ success: true });
    await resetPassword(owner, 'a-new-secret-9');
    expect(await signInRefusedUntil(owner, OWNER_V4)).toBeNull();
    await expect(check(OWNER_V4, owner.email)).resolves.toMatchObject({ allowed: true });
    await expectOwnerSignsIn(owner, 'a-new-secret-9');
  }, 60_000);
});

describe('control: one caller brute-forcing', () => {
  it.each([
    ['an IPv4 address', '198.51.100.66', '198.51.100.66'],
    ['an IPv6 /64, and with it its /56', '2001:db8:dd:1::5', '2001:db8:dd:ff::9'],
  ])('is locked out after five checked failures from %s', async (_what, address, neighbour) => {
    const owner = await createTestUser();
    const answers: RecordFailedLoginResponse[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await fail(address, owner.email, `guess-${i}`));
    expect(answers.map((a) => a.lockedOut)).toEqual([false, false, false, false, true]);
    await expect(fail(neighbour, owner.email, owner.password)).resolves.toMatchObject({
      lockedOut: true,
      failedAttempts: 5,
    });
    await expect(check(neighbour, owner.email)).resolves.toMatchObject({ allowed: false });
    expect(await signInRefusedUntil(owner, neighbour)).toBeInstanceOf(Date);
    expect(await accountFailures()).toEqual([5]);
    expect(await signInRefusedUntil(owner, OWNER_V4)).toBeNull();
  });
});

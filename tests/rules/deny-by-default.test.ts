import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { HOST, PORTS, PROJECT_ID } from '../support/emulator-config';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: PORTS.firestore, rules: readFileSync('firestore.rules', 'utf8') },
  });
});
beforeEach(async () => env.clearFirestore());
afterAll(async () => env.cleanup());

describe('a collection the rules do not name', () => {
  it('refuses reads and writes to a visitor', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'unknown/x')));
    await assertFails(setDoc(doc(db, 'unknown/x'), { a: 1 }));
  });

  it('refuses reads and writes to a signed-in customer', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(db, 'unknown/x')));
    await assertFails(setDoc(doc(db, 'unknown/x'), { a: 1 }));
  });
});

describe('users/{uid}', () => {
  it('lets the owner read their own profile', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'users/alice'), { email: 'alice@example.com' });
    });
    await assertSucceeds(getDoc(doc(env.authenticatedContext('alice').firestore(), 'users/alice')));
  });

  it("refuses another customer's profile", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'users/alice'), { email: 'alice@example.com' });
    });
    await assertFails(getDoc(doc(env.authenticatedContext('bob').firestore(), 'users/alice')));
  });
});

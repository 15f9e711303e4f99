// Shared set-up of the rules suites: one RulesTestEnvironment per file, the five actors of the permission table,
// seeding with rules disabled (always awaited), and the emulator's rules coverage report written to
// reports/rules-coverage.html after each file (the report is cumulative, so the last file's copy is complete).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';
import { OTHER, OWNER, OWNER_EMAIL, type Actor } from './actors.fixtures';

/**
 * The lifecycle every rules file shares: an environment for the file, an empty database before each test, and the
 * coverage report and clean-up after the file. Returns the environment's getter (set once beforeAll ran).
 */
export function useRulesEnv(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await setUpRulesEnv();
  });
  beforeEach(async () => env!.clearFirestore());
  afterAll(async () => {
    await saveRulesCoverage();
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules environment is not ready: use it inside a test or hook.');
    return env;
  };
}

export async function setUpRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: PORTS.firestore, rules: readFileSync('firestore.rules', 'utf8') },
  });
}

/** A Firestore client acting as `actor`; `token` adds or overrides ID-token claims. */
export function dbAs(
  env: RulesTestEnvironment,
  actor: Actor,
  token: Record<string, unknown> = {},
): Firestore {
  let ctx: RulesTestContext;
  switch (actor) {
    case 'visitor':
      ctx = env.unauthenticatedContext();
      break;
    case 'owner':
      ctx = env.authenticatedContext(OWNER, { email: OWNER_EMAIL, ...token });
      break;
    case 'other':
      ctx = env.authenticatedContext(OTHER, { email: 'bob@example.com', ...token });
      break;
    case 'admin':
      ctx = env.authenticatedContext('root', { email: 'root@example.com', admin: true, ...token });
      break;
    case 'viewOnly':
      ctx = env.authenticatedContext('viewer', {
        email: 'viewer@example.com',
        viewOnlyAdmin: true,
        ...token,
      });
      break;
  }
  return ctx.firestore() as unknown as Firestore;
}

/** Writes documents with the rules disabled. */
export async function seed(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

/** Reads a document with the rules disabled: what is really stored after an attempt. */
export async function readWithoutRules(
  env: RulesTestEnvironment,
  path: string,
): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

/** Saves the emulator's cumulative rules coverage report (HTML) for the CI artifact. */
export async function saveRulesCoverage(): Promise<void> {
  const url = `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage.html`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`rules coverage report: HTTP ${response.status}`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/rules-coverage.html', await response.text());
}

/** Asserts that the operation is allowed (resolves) or refused by the rules (permission denied). */
export async function expectAllowed(allowed: boolean, operation: Promise<unknown>): Promise<void> {
  const { assertFails, assertSucceeds } = await import('@firebase/rules-unit-testing');
  if (allowed) await assertSucceeds(operation);
  else await assertFails(operation);
}

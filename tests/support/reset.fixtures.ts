// Between-test reset of the emulator tier: empty Firestore (and, for the account suites, Auth), and close every
// client app a test opened. One call per file registers the hooks.
import '../../scripts/support/admin-emulator-env';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';
import { disposeClients } from './clients.fixtures';

/** Deletes every Firestore document of the demo project (Auth users stay). */
export async function clearFirestore(): Promise<void> {
  const url = `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  // 409 while a transaction of an interrupted call still holds locks: wait for the emulator to time it out.
  for (let attempt = 1; ; attempt += 1) {
    const r = await fetch(url, { method: 'DELETE' });
    if (r.ok) return;
    if (r.status !== 409 || attempt >= 30)
      throw new Error(`clearing Firestore failed: HTTP ${r.status} ${await r.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Deletes every Firestore document and every Auth account of the demo project. */
export async function clearEmulators(): Promise<void> {
  const url = `http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`;
  const [, auth] = await Promise.all([clearFirestore(), fetch(url, { method: 'DELETE' })]);
  if (!auth.ok) throw new Error(`clearing Auth failed: HTTP ${auth.status}`);
}

/**
 * The lifecycle of a callable suite: an empty database before each test (and Auth too with `auth`), every client
 * app closed after it, and nothing left behind after the file.
 */
export function resetBetweenTests(options: { auth?: boolean } = {}): void {
  const clear = options.auth ? clearEmulators : clearFirestore;
  beforeEach(clear);
  afterEach(disposeClients);
  afterAll(clear);
}

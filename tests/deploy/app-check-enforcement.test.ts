// App Check as a deployed function enforces it: every callable that index.ts exports is loaded here outside the
// emulator (token signatures are really verified) and called over HTTP the way a script or another site would,
// without an App Check token and with a forged one. The emulator tier proves the other half: with the app's own
// token the same calls go through (tests/functions/app-check.test.ts).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

process.env.GCLOUD_PROJECT ??= 'demo-app-check';
delete process.env.FUNCTIONS_EMULATOR;
delete process.env.FIREBASE_DEBUG_MODE;
delete process.env.FIREBASE_DEBUG_FEATURES;

type Handler = ((req: express.Request, res: express.Response) => void) & {
  __endpoint?: { callableTrigger?: unknown };
};

let server: Server;
let base = '';
let callables: string[] = [];

beforeAll(async () => {
  const functions = (await import('../../functions/src/index')) as unknown as Record<string, Handler>;
  callables = Object.keys(functions).filter((name) => functions[name]?.__endpoint?.callableTrigger);
  const app = express();
  app.post('/:name', express.json(), (req, res) => functions[req.params.name!]!(req, res));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const forged = `${Buffer.from('{"alg":"RS256","kid":"x"}').toString('base64url')}.${Buffer.from(
  JSON.stringify({
    sub: '1:1:web:1',
    aud: ['projects/demo-app-check'],
    iss: 'https://firebaseappcheck.googleapis.com/1',
    exp: Math.floor(Date.now() / 1000) + 3600,
  }),
).toString('base64url')}.c2lnbmF0dXJl`;

async function call(name: string, appCheck?: string) {
  const res = await fetch(`${base}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(appCheck ? { 'X-Firebase-AppCheck': appCheck } : {}) },
    body: JSON.stringify({ data: {} }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { status: string } } };
}

describe('callables with App Check enforced, as deployed', () => {
  it('covers every callable index.ts exports', () => {
    const index = readFileSync(join(import.meta.dirname, '../../functions/src/index.ts'), 'utf8');
    const declared = [...index.matchAll(/^export \{ (\w+) \} from '\.\/callables\//gm)].map((m) => m[1]!);
    expect(callables.sort()).toEqual(declared.sort());
  });

  it('refuses every callable called without an App Check token, before any handler runs', async () => {
    for (const name of callables) {
      const { status, body } = await call(name);
      expect({ name, status, error: body.error?.status }).toEqual({
        name,
        status: 401,
        error: 'UNAUTHENTICATED',
      });
    }
  });

  it('refuses a forged App Check token whose signature cannot be verified', async () => {
    for (const name of ['createHold', 'recordFailedLogin', 'checkEmailAvailability', 'sendContactEmail']) {
      const { status, body } = await call(name, forged);
      expect({ name, status, error: body.error?.status }).toEqual({
        name,
        status: 401,
        error: 'UNAUTHENTICATED',
      });
    }
  }, 60_000);
});

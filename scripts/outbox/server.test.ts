// The outbox page holds every e-mail of the local suite (passes, addresses): a web page elsewhere that points its
// own name at 127.0.0.1 (DNS rebinding) must not read it, nor its attachments. Refused before Firestore is asked.
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startOutbox } from './server';

let close: (() => void) | null = null;
afterEach(() => close?.());

function get(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the outbox from other origins', () => {
  it('refuses a rebound Host, for the page and its attachments', async () => {
    const server = await startOutbox({
      port: 0,
      projectId: 'demo-outbox-attack',
      twilioSimUrl: 'http://127.0.0.1:9',
    });
    close = () => server.close();
    const port = (server.address() as AddressInfo).port;
    expect(await get(port, '/', { host: `evil.example:${port}` })).toBe(403);
    expect(await get(port, '/mail/m1/attachments/0', { host: `evil.example:${port}` })).toBe(403);
    // A loopback caller is not refused for its Host (the page answers 404 for an unknown path without Firestore).
    expect(await get(port, '/nothing-here', { host: `127.0.0.1:${port}` })).toBe(404);
  });
});

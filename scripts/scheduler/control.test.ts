// Attacks on the scheduler's control endpoint from a web page on another origin: a cross-origin POST (no preflight)
// and a DNS-rebinding Host must not start or stop the jobs; the test tiers' own requests (node fetch) still do.
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startSchedulerControl } from './control';
import type { Runner } from './runner';

function fakeRunner() {
  const calls: string[] = [];
  const runner = {
    start: (speedup: number) => void calls.push(`start ${speedup}`),
    stop: () => void calls.push('stop'),
    state: () => ({ running: false }),
    idle: async () => {},
  } as unknown as Runner;
  return { runner, calls };
}

let close: (() => void) | null = null;
afterEach(() => close?.());

async function serve() {
  const fake = fakeRunner();
  const server = await startSchedulerControl(fake.runner, 0);
  close = () => server.close();
  return { ...fake, port: (server.address() as AddressInfo).port };
}

/** A raw request (node's http, so Host and Origin are exactly what a browser would send). */
function send(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('scheduler control from other origins', () => {
  it('refuses a cross-origin POST and a rebound Host, and starts for a loopback caller', async () => {
    const { port, calls } = await serve();
    const local = `127.0.0.1:${port}`;
    expect(
      await send(port, '/__scheduler/start?speedup=600', { host: local, origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await send(port, '/__scheduler/stop', { host: local, origin: 'null' })).toBe(403);
    expect(await send(port, '/__scheduler/start', { host: `evil.example:${port}` })).toBe(403);
    expect(calls).toEqual([]);
    expect(await send(port, '/__scheduler/start?speedup=60', { host: local })).toBe(200);
    expect(
      await send(port, '/__scheduler/stop', { host: `localhost:${port}`, origin: `http://${local}` }),
    ).toBe(200);
    expect(calls).toEqual(['start 60', 'stop']);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { admin, anyone, bayStaff, signedIn, staff } from './guards';
import { callHandler, hourly } from './pipeline';

// The rate-limit step's storage: one counter per key, counted in a fake transaction.
const counts = new Map<string, number>();
vi.mock('../data/admin-sdk', () => ({
  db: { runTransaction: (run: (tx: object) => Promise<unknown>) => run({}) },
}));
vi.mock('../data/rate-limit', () => ({
  readRateLimit: async (_tx: object, key: string, limit: number) => ({
    ref: key,
    allowed: (counts.get(key) ?? 0) < limit,
  }),
  commitRateLimit: (_tx: object, check: { ref: string }) =>
    counts.set(check.ref, (counts.get(check.ref) ?? 0) + 1),
}));

const request = (data: unknown, token?: Record<string, unknown>) =>
  ({ data, auth: token ? { uid: 'u1', token } : undefined, rawRequest: {} }) as unknown as CallableRequest;

const schema = z.strictObject({ orderId: z.string().min(1) });
const handler = vi.fn(async ({ input, caller }: { input: { orderId: string }; caller: unknown }) => ({
  input,
  caller,
}));

beforeEach(() => {
  counts.clear();
  handler.mockClear();
});

describe('input parsing', () => {
  const run = callHandler({ schema, guard: signedIn(), handler });

  it('refuses input that does not parse with invalid-argument naming the first problem, before the guard', async () => {
    await expect(run(request({ orderId: 7 }))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid request. orderId: Invalid input: expected string, received number',
    });
    await expect(run(request({ orderId: 'A', price: 0 }))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid request\. Unrecognized key: "price"/),
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers a fixed message instead when the callable names one', async () => {
    const run = callHandler({ schema, invalid: 'invalid-email', guard: anyone, handler });
    await expect(run(request({}))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'A valid email is required.',
    });
  });

  it('hands the parsed input and the caller to the handler', async () => {
    await expect(run(request({ orderId: 'A' }, { email: 'a@example.com' }))).resolves.toMatchObject({
      input: { orderId: 'A' },
      caller: { uid: 'u1', email: 'a@example.com', admin: false, viewOnlyAdmin: false },
    });
  });
});

describe('guards', () => {
  it('refuses a signed-out caller with unauthenticated, in the wording the callable names', async () => {
    await expect(
      callHandler({ schema, guard: signedIn(), handler })(request({ orderId: 'A' })),
    ).rejects.toMatchObject({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    const account = callHandler({ schema, guard: signedIn('must-sign-in'), handler });
    await expect(account(request({ orderId: 'A' }))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'You must be signed in.',
    });
  });

  it('lets a visitor through the open guard with no caller', async () => {
    const run = callHandler({ schema, guard: anyone, handler });
    await expect(run(request({ orderId: 'A' }))).resolves.toMatchObject({ caller: null });
  });

  it.each([
    ['a customer', {}],
    ['a view-only admin', { viewOnlyAdmin: true }],
  ])('refuses %s where a full admin is required', async (_who, token) => {
    const run = callHandler({ schema, guard: admin(), handler });
    await expect(run(request({ orderId: 'A' }, token))).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Administrator access is required.',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ['a customer', {}],
    ['a bay attendant', { bayAttendant: true }],
  ])('refuses %s where an admin or view-only admin is required', async (_who, token) => {
    const run = callHandler({ schema, guard: staff(), handler });
    await expect(run(request({ orderId: 'A' }, token))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets a view-only admin and a full admin through where either may look', async () => {
    const run = callHandler({ schema, guard: staff(), handler });
    for (const token of [{ viewOnlyAdmin: true }, { admin: true }])
      await expect(run(request({ orderId: 'A' }, token))).resolves.toMatchObject({ caller: token });
  });

  it('names who each guard lets through in the words of the callables table', () => {
    expect([anyone, signedIn(), admin(), staff(), bayStaff()].map((guard) => guard.who)).toEqual([
      'anyone',
      'customer',
      'admin',
      'viewOnlyAdmin',
      'bayAttendant',
    ]);
  });

  it('lets a full admin through', async () => {
    const run = callHandler({ schema, guard: admin(), handler });
    await expect(run(request({ orderId: 'A' }, { admin: true }))).resolves.toMatchObject({
      caller: { admin: true },
    });
  });
});

describe('rate limits', () => {
  const onRefused = vi.fn();
  const run = callHandler({
    schema,
    guard: anyone,
    limits: {
      budgets: ({ input }) => [
        hourly('caller', 'caller-key', 3),
        hourly('order', `order-${input.orderId}`, 2),
      ],
      refusal: 'too-many-messages',
      onRefused,
    },
    handler,
  });

  it('counts every budget and refuses with resource-exhausted once one is spent, counting nothing then', async () => {
    await run(request({ orderId: 'A' }));
    await run(request({ orderId: 'A' }));
    await expect(run(request({ orderId: 'A' }))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Too many messages. Please try again later.',
    });
    expect(onRefused).toHaveBeenCalledWith('order', expect.objectContaining({ input: { orderId: 'A' } }));
    expect(counts.get('caller-key')).toBe(2);
    expect(handler).toHaveBeenCalledTimes(2);
    await run(request({ orderId: 'B' }));
    await expect(run(request({ orderId: 'C' }))).rejects.toMatchObject({ code: 'resource-exhausted' });
    expect(onRefused).toHaveBeenLastCalledWith('caller', expect.anything());
  });
});

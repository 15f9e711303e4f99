// The one pipeline every callable runs. A callable names its schema, its guard, its rate limits (if any) and its
// handler; the steps run in this order, after the platform's App Check (call-options.ts):
//   1. parse the input with the schema (invalid-argument naming the first problem),
//   2. the guard: who may call (unauthenticated, permission-denied),
//   3. the rate limits, keyed on what the platform observed (resource-exhausted),
//   4. the handler, which calls data/ and the domain.
// Every refusal of these steps comes from the error table (call-errors.ts).
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { CallableName, ResponseOf, WhoOf } from '../../../src/contracts/callables';
import { CONFIG } from '../config';
import { db } from '../data/admin-sdk';
import { commitRateLimit, readRateLimit } from '../data/rate-limit';
import { fail, type CallErrorReason } from '../refusals/call-errors';
import type { Guard } from './guards';
import type { Who } from '../../../src/contracts/call-table';

/** What a handler is given: the parsed input, the guard's caller, the raw request and the server's clock. */
export interface Call<I, C> {
  input: I;
  caller: C;
  request: CallableRequest;
  now: Date;
}

/** One fixed-window counter (rateLimits/{key}); `name` says which budget refused, for the log. */
export interface Budget {
  name: string;
  key: string;
  limit: number;
  windowMs: number;
}

/** A budget of `limit` events per hour. */
export const hourly = (name: string, key: string, limit: number): Budget => ({
  name,
  key,
  limit,
  windowMs: CONFIG.hourMs,
});

export interface RateLimits<I, C> {
  /** The counters one call uses up; all of them are counted in one transaction, or none when one is spent. */
  budgets: (call: Omit<Call<I, C>, 'now'>) => Budget[];
  refusal: CallErrorReason;
  /** Logs the refusal with the name of the first spent budget. */
  onRefused: (name: string, call: Omit<Call<I, C>, 'now'>) => void;
}

export interface CallableSpec<S extends z.ZodType, C, R, W extends Who = Who> {
  schema: S;
  /** The refusal of input that does not parse, when the client expects a fixed message instead of the problem. */
  invalid?: CallErrorReason;
  /** The guard of the row's `who` (src/contracts/callables.ts): another one does not compile. */
  guard: Guard<C, W>;
  limits?: RateLimits<z.output<S>, C>;
  handler: (call: Call<z.output<S>, C>) => Promise<R>;
}

/** Parses the payload or answers invalid-argument with the first problem found. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
  invalid?: CallErrorReason,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  if (invalid) fail(invalid);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return fail('invalid-request', `${where}${issue?.message ?? ''}`.trim());
}

/** Counts one event on every budget in one transaction, or refuses (and counts nothing) when one is spent. */
async function consumeBudgets(
  budgets: Budget[],
  refusal: CallErrorReason,
  onRefused: (name: string) => void,
  now: Date,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const checks = [];
    for (const { key, limit, windowMs } of budgets)
      checks.push(await readRateLimit(tx, key, limit, windowMs, now));
    const spent = checks.findIndex((check) => !check.allowed);
    if (spent >= 0) {
      onRefused(budgets[spent]!.name);
      fail(refusal);
    }
    for (const check of checks) commitRateLimit(tx, check);
  });
}

/** The pipeline's handler of one spec; callables reach it through `callable(name, spec)`, typed by their row. */
export function callHandler<S extends z.ZodType, C, R>(spec: CallableSpec<S, C, R>) {
  const run = async (request: CallableRequest<z.input<S>>): Promise<R> => {
    const input = parseInput(spec.schema, request.data, spec.invalid);
    const caller = spec.guard(request);
    const now = new Date();
    const limits = spec.limits;
    if (limits) {
      const call = { input, caller, request };
      await consumeBudgets(limits.budgets(call), limits.refusal, (name) => limits.onRefused(name, call), now);
    }
    return spec.handler({ input, caller, request, now });
  };
  // Who the guard lets through, for the test that the exports agree with the table (functions/src/index.test.ts).
  return Object.assign(run, { who: spec.guard.who });
}

/**
 * The handler of the callable `name`, a row of the table (src/contracts/callables.ts), for
 * `onCall(<the row's reach>_CALL, callable(name, {...}))`: the guard must be the one of the row's `who` and the
 * handler must answer the row's response type, or it does not compile.
 * @example export const giveUpOrder = onCall(APP_CALL, callable('giveUpOrder', { schema: orderIdRequest,
 *   guard: signedIn(), handler: ({ input, caller, now }) => store.giveUpOrder(caller.uid, input.orderId, now) }));
 */
export const callable = <N extends CallableName, S extends z.ZodType, C>(
  _name: N,
  spec: CallableSpec<S, C, ResponseOf<N>, WhoOf<N>>,
) => callHandler(spec);

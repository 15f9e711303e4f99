// The table of every callable function: its name, request and response types, who may call it and how it is
// reached. Each area declares its rows beside its types (<area>-api.ts, with `row` from call-table.ts); this module
// joins them into the one table both sides read:
// - the client's typed callables are derived from it (src/lib/callables.ts: `callable(name)`),
// - the functions name their row when they build a callable (functions/src/http/pipeline.ts: `callable(name, spec)`,
//   which takes only a guard for the row's `who`), and callables.test.ts checks functions/src/index.ts exports every
//   row and nothing else, each with the options of its `reach` and the guard of its `who`.
import { ACCOUNT_CALLABLES } from './account-api';
import { ADMIN_CALLABLES } from './admin-api';
import { BAY_CALLABLES } from './bay-api';
import { BOOKING_CALLABLES } from './booking-api';
import type { CallRow, Who } from './call-table';
import { PAYMENT_CALLABLES } from './payment-api';
import { WAITLIST_CALLABLES } from './waitlist-api';
import { MESSAGE_CALLABLES } from './messages-api';
import { PLAN_SALE_CALLABLES, PLAN_USE_CALLABLES } from './plan-api';

export type { CallRow, Reach, Who } from './call-table';

/** The area tables; a name in two of them is a test failure (callables.test.ts), never a silent override. */
export const CALLABLE_AREAS = {
  account: ACCOUNT_CALLABLES,
  booking: BOOKING_CALLABLES,
  payment: PAYMENT_CALLABLES,
  bay: BAY_CALLABLES,
  admin: ADMIN_CALLABLES,
  waitlist: WAITLIST_CALLABLES,
  messages: MESSAGE_CALLABLES,
  planSale: PLAN_SALE_CALLABLES,
  planUse: PLAN_USE_CALLABLES,
};

/** Every callable, by its function name. */
export const CALLABLES = {
  ...ACCOUNT_CALLABLES,
  ...BOOKING_CALLABLES,
  ...PAYMENT_CALLABLES,
  ...BAY_CALLABLES,
  ...ADMIN_CALLABLES,
  ...WAITLIST_CALLABLES,
  ...MESSAGE_CALLABLES,
  ...PLAN_SALE_CALLABLES,
  ...PLAN_USE_CALLABLES,
};

export type CallableName = keyof typeof CALLABLES;
export type RequestOf<N extends CallableName> =
  (typeof CALLABLES)[N] extends CallRow<infer Req, unknown, Who> ? Req : never;
export type ResponseOf<N extends CallableName> =
  (typeof CALLABLES)[N] extends CallRow<unknown, infer Res, Who> ? Res : never;

/** Who may call `name`, as a type (the server's guard must say the same). */
export type WhoOf<N extends CallableName> = (typeof CALLABLES)[N]['who'];
export const whoMayCall = (name: CallableName): Who => CALLABLES[name].who;

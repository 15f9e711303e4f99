// The vocabulary of the callables table (callables.ts): who may call a callable and how it is reached. Each area's
// -api.ts declares its rows beside its request and response types, e.g. `row.customer<Request, Response>('pass')`.

/**
 * Who may call: `anyone` (visitors too), `customer` (any signed-in account), `admin` (full admins only),
 * `viewOnlyAdmin` (full and view-only admins: they may look), `bayAttendant` (full admins and bay attendants).
 * The server's guard says the same (functions/src/http/guards.ts); src/contracts/callables.test.ts checks it.
 */
export type Who = 'anyone' | 'customer' | 'admin' | 'viewOnlyAdmin' | 'bayAttendant';

/**
 * How it is reached, the server's options (functions/src/http/call-options.ts): `app` (APP_CALL), `public`
 * (PUBLIC_CALL: every call sends a fresh limited-use App Check token), `pass` (PASS_CALL), `payment` (PAYMENT_CALL).
 */
export type Reach = 'app' | 'public' | 'pass' | 'payment';

/** One row of the table; the request and response are types only (`types` is never set). */
export interface CallRow<Req, Res, W extends Who = Who> {
  who: W;
  reach: Reach;
  types?: [Req, Res];
}

const rowOf =
  <W extends Who>(who: W) =>
  <Req, Res>(reach: Reach = 'app'): CallRow<Req, Res, W> => ({ who, reach });

/** The rows of the callables table by who may call: `row.admin<Request, Response>()` (reach `app` unless named). */
export const row = {
  anyone: rowOf('anyone'),
  customer: rowOf('customer'),
  admin: rowOf('admin'),
  viewOnlyAdmin: rowOf('viewOnlyAdmin'),
  bayAttendant: rowOf('bayAttendant'),
};

/** The request of an empty call. */
export type EmptyRequest = Record<string, never>;

// Typed wrappers of every callable function, derived from the table (src/contracts/callables.ts): nothing here names
// a callable's types. Each wrapper sends the request and resolves to the response data;
// a refusal rejects with the SDK's FunctionsError (read its code with `callableErrorCode`, e.g. 'permission-denied').
// The Functions SDK is loaded on first call, like the rest of src/lib/firebase.ts.
import { CALLABLES, type CallableName, type RequestOf, type ResponseOf } from '../contracts/callables';
import { getFirebaseFunctions } from './firebase';

export { callableErrorCode, callableErrorMessage } from './callable-errors';

export type Callable<Req, Res> = (data: Req) => Promise<Res>;

/**
 * The typed callable of one row of the table (src/contracts/callables.ts): request and response types come from the
 * row, and a row reached `public` (PUBLIC_CALL: the function consumes each App Check token,
 * functions/src/http/call-options.ts) sends a fresh limited-use token on every call.
 */
export function callable<N extends CallableName>(name: N): Callable<RequestOf<N>, ResponseOf<N>> {
  const limitedUseAppCheckTokens = CALLABLES[name].reach === 'public';
  return async (data) => {
    const [functions, { httpsCallable }] = await Promise.all([
      getFirebaseFunctions(),
      import('./sdk/functions'),
    ]);
    const call = httpsCallable<RequestOf<N>, ResponseOf<N>>(functions, name, { limitedUseAppCheckTokens });
    return (await call(data)).data;
  };
}

type Callables = { [N in CallableName]: Callable<RequestOf<N>, ResponseOf<N>> };

/** Every callable of the table, by name: `callables.giveUpOrder({ orderId })`. */
export const callables = Object.fromEntries(
  Object.keys(CALLABLES).map((name) => [name, callable(name as CallableName)]),
) as unknown as Callables;

export const {
  sendContactEmail,
  checkEmailAvailability,
  checkPhoneNumberCooldown,
  claimPhoneNumber,
  checkLoginAttempts,
  resetLoginAttempts,
  recordFailedLogin,
  recordPasswordReset,
  checkFreeAppointmentEligibility,
  checkSpecialAppointmentEligibility,
  deleteMyAccount,
  createHold,
  releaseHold,
  confirmBooking,
  rebookOrder,
  giveUpOrder,
  offerOrderForTrade,
  cancelTrade,
  listTradingOrders,
  reserveTradingOrder,
  transferTradingOrder,
  startCheckout,
  completeCheckout,
  adminUnblockUser,
  adminClearLoginLock,
  adminUpdateOrderStatus,
  adminDeleteOrders,
  adminAnalytics,
  adminDashboard,
  adminExcuseNoShow,
  adminResendConfirmation,
  adminRefundOrder,
  checkInOrder,
  completeOrder,
  checkInManually,
  undoWashed,
  listPlanTypes,
  adminSavePlanType,
  adminPlans,
  adminRefundPlan,
  listMyPlans,
  redeemPlanAtBay,
} = callables;

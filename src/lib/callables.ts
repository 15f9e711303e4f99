// Typed wrappers of every callable function. Each wrapper sends the request and resolves to the response data;
// a refusal rejects with the SDK's FunctionsError (read its code with `callableErrorCode`, e.g. 'permission-denied').
// The Functions SDK is loaded on first call, like the rest of src/lib/firebase.ts.
import type {
  AdminClearLoginLockRequest,
  AdminClearLoginLockResponse,
  AdminUnblockUserRequest,
  AdminUnblockUserResponse,
  CheckEmailAvailabilityRequest,
  CheckEmailAvailabilityResponse,
  CheckLoginAttemptsResponse,
  CheckPhoneNumberCooldownResponse,
  ClaimPhoneNumberResponse,
  EligibilityRequest,
  EligibilityResponse,
  EmailRequest,
  PhoneNumberRequest,
  RecordFailedLoginRequest,
  RecordFailedLoginResponse,
  RecordPasswordResetResponse,
  ResetLoginAttemptsResponse,
  SendContactEmailRequest,
  SendContactEmailResponse,
} from '../contracts/account-api';
import type {
  AdminRefundOrderRequest,
  AdminRefundOrderResponse,
  CompleteCheckoutRequest,
  CompleteCheckoutResponse,
  StartCheckoutRequest,
  StartCheckoutResponse,
} from '../contracts/payment-api';
import type {
  AdminDeleteOrdersRequest,
  AdminOrdersResponse,
  AdminUpdateOrderStatusRequest,
  ConfirmBookingRequest,
  ConfirmBookingResponse,
  CreateHoldRequest,
  CreateHoldResponse,
  DeleteMyAccountRequest,
  DeleteMyAccountResponse,
  GiveUpOrderResponse,
  ListTradingOrdersResponse,
  OrderIdRequest,
  OrderStatusResponse,
  RebookOrderRequest,
  RebookOrderResponse,
  ReleaseHoldRequest,
  ReleaseHoldResponse,
  ReserveTradingOrderResponse,
  TransferTradingOrderRequest,
  TransferTradingOrderResponse,
} from '../contracts/booking-api';
import type {
  AdminExcuseNoShowRequest,
  AdminExcuseNoShowResponse,
  CheckInOrderRequest,
  CheckInOrderResponse,
  CompleteOrderRequest,
  CompleteOrderResponse,
} from '../contracts/bay-api';
import type { AnalyticsResult, AnalyticsTopic } from '../domain/analytics';
import type { DashboardTiles } from '../domain/dashboard';
import { getFirebaseFunctions } from './firebase';

export { callableErrorCode, callableErrorMessage } from './callable-errors';

export type Callable<Req, Res> = (data: Req) => Promise<Res>;

/**
 * Builds the typed wrapper of one callable by name. `publicCall`: the function is open to visitors and consumes
 * each App Check token (functions/src/http/call-options.ts), so every call sends a fresh limited-use token.
 */
export function callable<Req, Res>(name: string, { publicCall = false } = {}): Callable<Req, Res> {
  return async (data) => {
    const [functions, { httpsCallable }] = await Promise.all([
      getFirebaseFunctions(),
      import('./sdk/functions'),
    ]);
    const call = httpsCallable<Req, Res>(functions, name, { limitedUseAppCheckTokens: publicCall });
    return (await call(data)).data;
  };
}

/** A row of the table below: how the callable is reached, and (as types only) its request and response. */
interface Row<Req, Res> {
  publicCall: boolean;
  types?: [Req, Res];
}
/** A callable of the signed-in app (APP_CALL on the server). */
const app = <Req, Res>(): Row<Req, Res> => ({ publicCall: false });
/** A callable open to visitors (PUBLIC_CALL on the server): one App Check token per call. */
const open = <Req, Res>(): Row<Req, Res> => ({ publicCall: true });

type EmptyRequest = Record<string, never>;
type AnalyticsRequest = { topic: AnalyticsTopic; start: string; end: string };

/** Every callable the client uses, by its function name, with its request and response types. */
const CALLABLES = {
  // account, sign-in protection, contact, eligibility
  sendContactEmail: open<SendContactEmailRequest, SendContactEmailResponse>(),
  checkEmailAvailability: open<CheckEmailAvailabilityRequest, CheckEmailAvailabilityResponse>(),
  checkPhoneNumberCooldown: open<PhoneNumberRequest, CheckPhoneNumberCooldownResponse>(),
  claimPhoneNumber: open<PhoneNumberRequest, ClaimPhoneNumberResponse>(),
  checkLoginAttempts: open<EmailRequest, CheckLoginAttemptsResponse>(),
  resetLoginAttempts: open<EmailRequest, ResetLoginAttemptsResponse>(),
  recordFailedLogin: open<RecordFailedLoginRequest, RecordFailedLoginResponse>(),
  recordPasswordReset: open<EmailRequest, RecordPasswordResetResponse>(),
  checkFreeAppointmentEligibility: app<EligibilityRequest, EligibilityResponse>(),
  checkSpecialAppointmentEligibility: app<EligibilityRequest, EligibilityResponse>(),
  deleteMyAccount: app<DeleteMyAccountRequest, DeleteMyAccountResponse>(),
  // booking write path and trading
  createHold: app<CreateHoldRequest, CreateHoldResponse>(),
  releaseHold: app<ReleaseHoldRequest, ReleaseHoldResponse>(),
  confirmBooking: app<ConfirmBookingRequest, ConfirmBookingResponse>(),
  rebookOrder: app<RebookOrderRequest, RebookOrderResponse>(),
  giveUpOrder: app<OrderIdRequest, GiveUpOrderResponse>(),
  offerOrderForTrade: app<OrderIdRequest, OrderStatusResponse>(),
  cancelTrade: app<OrderIdRequest, OrderStatusResponse>(),
  listTradingOrders: app<EmptyRequest, ListTradingOrdersResponse>(),
  reserveTradingOrder: app<OrderIdRequest, ReserveTradingOrderResponse>(),
  transferTradingOrder: app<TransferTradingOrderRequest, TransferTradingOrderResponse>(),
  startCheckout: app<StartCheckoutRequest, StartCheckoutResponse>(),
  completeCheckout: app<CompleteCheckoutRequest, CompleteCheckoutResponse>(),
  // admin
  adminUnblockUser: app<AdminUnblockUserRequest, AdminUnblockUserResponse>(),
  adminClearLoginLock: app<AdminClearLoginLockRequest, AdminClearLoginLockResponse>(),
  adminUpdateOrderStatus: app<AdminUpdateOrderStatusRequest, AdminOrdersResponse>(),
  adminDeleteOrders: app<AdminDeleteOrdersRequest, AdminOrdersResponse>(),
  adminAnalytics: app<AnalyticsRequest, AnalyticsResult>(),
  adminDashboard: app<EmptyRequest, DashboardTiles>(),
  adminExcuseNoShow: app<AdminExcuseNoShowRequest, AdminExcuseNoShowResponse>(),
  adminRefundOrder: app<AdminRefundOrderRequest, AdminRefundOrderResponse>(),
  // the bay (issue 27): full admins and bay attendants
  checkInOrder: app<CheckInOrderRequest, CheckInOrderResponse>(),
  completeOrder: app<CompleteOrderRequest, CompleteOrderResponse>(),
};

type Callables = {
  [Name in keyof typeof CALLABLES]: (typeof CALLABLES)[Name] extends Row<infer Req, infer Res>
    ? Callable<Req, Res>
    : never;
};

const callables = Object.fromEntries(
  Object.entries(CALLABLES).map(([name, row]) => [name, callable(name, row)]),
) as Callables;

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
  adminRefundOrder,
  checkInOrder,
  completeOrder,
} = callables;

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
  PurchaseDriveInRequest,
  PurchaseDriveInResponse,
  RebookOrderRequest,
  RebookOrderResponse,
  ReleaseHoldRequest,
  ReleaseHoldResponse,
  ReserveTradingOrderResponse,
  TransferTradingOrderRequest,
  TransferTradingOrderResponse,
} from '../contracts/booking-api';
import type { AnalyticsResult, AnalyticsTopic, DashboardTiles } from '../domain/analytics';
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
const PUBLIC = { publicCall: true };

// ---- account, auth protection, contact, eligibility, admin unblock (functions/src/callables, Backend A)
export const sendContactEmail = callable<SendContactEmailRequest, SendContactEmailResponse>(
  'sendContactEmail',
  PUBLIC,
);
export const checkEmailAvailability = callable<CheckEmailAvailabilityRequest, CheckEmailAvailabilityResponse>(
  'checkEmailAvailability',
  PUBLIC,
);
export const checkPhoneNumberCooldown = callable<PhoneNumberRequest, CheckPhoneNumberCooldownResponse>(
  'checkPhoneNumberCooldown',
  PUBLIC,
);
export const claimPhoneNumber = callable<PhoneNumberRequest, ClaimPhoneNumberResponse>(
  'claimPhoneNumber',
  PUBLIC,
);
export const checkLoginAttempts = callable<EmailRequest, CheckLoginAttemptsResponse>(
  'checkLoginAttempts',
  PUBLIC,
);
export const resetLoginAttempts = callable<EmailRequest, ResetLoginAttemptsResponse>(
  'resetLoginAttempts',
  PUBLIC,
);
export const recordFailedLogin = callable<RecordFailedLoginRequest, RecordFailedLoginResponse>(
  'recordFailedLogin',
  PUBLIC,
);
export const recordPasswordReset = callable<EmailRequest, RecordPasswordResetResponse>(
  'recordPasswordReset',
  PUBLIC,
);
export const checkFreeAppointmentEligibility = callable<EligibilityRequest, EligibilityResponse>(
  'checkFreeAppointmentEligibility',
);
export const checkSpecialAppointmentEligibility = callable<EligibilityRequest, EligibilityResponse>(
  'checkSpecialAppointmentEligibility',
);
export const adminUnblockUser = callable<AdminUnblockUserRequest, AdminUnblockUserResponse>(
  'adminUnblockUser',
);
export const adminClearLoginLock = callable<AdminClearLoginLockRequest, AdminClearLoginLockResponse>(
  'adminClearLoginLock',
);

// ---- booking write path, trading, account deletion, admin orders (Backend B; types in model/booking-api.ts)
export const createHold = callable<CreateHoldRequest, CreateHoldResponse>('createHold');
export const releaseHold = callable<ReleaseHoldRequest, ReleaseHoldResponse>('releaseHold');
export const confirmBooking = callable<ConfirmBookingRequest, ConfirmBookingResponse>('confirmBooking');
export const rebookOrder = callable<RebookOrderRequest, RebookOrderResponse>('rebookOrder');
export const giveUpOrder = callable<OrderIdRequest, GiveUpOrderResponse>('giveUpOrder');
export const offerOrderForTrade = callable<OrderIdRequest, OrderStatusResponse>('offerOrderForTrade');
export const cancelTrade = callable<OrderIdRequest, OrderStatusResponse>('cancelTrade');
export const listTradingOrders = callable<Record<string, never>, ListTradingOrdersResponse>(
  'listTradingOrders',
);
export const reserveTradingOrder = callable<OrderIdRequest, ReserveTradingOrderResponse>(
  'reserveTradingOrder',
);
export const transferTradingOrder = callable<TransferTradingOrderRequest, TransferTradingOrderResponse>(
  'transferTradingOrder',
);
export const purchaseDriveIn = callable<PurchaseDriveInRequest, PurchaseDriveInResponse>('purchaseDriveIn');
export const deleteMyAccount = callable<DeleteMyAccountRequest, DeleteMyAccountResponse>('deleteMyAccount');
export const adminUpdateOrderStatus = callable<AdminUpdateOrderStatusRequest, AdminOrdersResponse>(
  'adminUpdateOrderStatus',
);
export const adminDeleteOrders = callable<AdminDeleteOrdersRequest, AdminOrdersResponse>('adminDeleteOrders');

// ---- admin analytics (issue 8): one topic computed on the server from the orders in range
export const adminAnalytics = callable<
  { topic: AnalyticsTopic; start: string; end: string },
  AnalyticsResult
>('adminAnalytics');
export const adminDashboard = callable<Record<string, never>, DashboardTiles>('adminDashboard');

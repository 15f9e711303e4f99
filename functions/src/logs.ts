// One named function per log event (structured Cloud Logging entries). Personal values are never logged in
// clear: emails and phone numbers appear as their hashed document keys.
import { logger } from 'firebase-functions/v2';

export const logs = {
  mailJobMalformed: (jobId: string) =>
    logger.error('e-mail job of an unknown shape left unrendered', { jobId }),
  contactMessageQueued: (messageId: string, mailId: string) =>
    logger.info('contact message stored and mail queued', { messageId, mailId }),
  contactRateLimited: (reason: 'email' | 'ip') =>
    logger.warn('contact message refused: rate limit', { reason }),
  loginFailureRecorded: (key: string, callerFailures: number, accountFailures: number) =>
    logger.info('failed sign-in recorded', { key, callerFailures, accountFailures }),
  loginFailureNotCounted: (key: string, verdict: string) =>
    logger.info('failed sign-in report not counted: Auth did not refuse the password', { key, verdict }),
  passwordCheckFailed: (error: unknown) =>
    logger.error('password check against Auth failed; nothing counted', { error: String(error) }),
  accountLockedOut: (key: string, lockedUntil: Date, scope: 'account' | 'caller') =>
    logger.warn('sign-in locked after failed sign-ins', {
      key,
      scope,
      lockedUntil: lockedUntil.toISOString(),
    }),
  loginLockCleared: (actorUid: string, key: string, cleared: boolean) =>
    logger.info('sign-in lock cleared by admin', { actorUid, key, cleared }),
  availabilityCheckRateLimited: (kind: 'email' | 'phone', reason: 'caller' | 'target') =>
    logger.warn('availability check refused: rate limit', { kind, reason }),
  blockInherited: (uid: string, type: string, fromDoc: string) =>
    logger.warn('block inherited by a new account', { uid, type, fromDoc }),
  faultDrillFired: (point: string, uid: string) =>
    logger.warn('fault drill: the functions process ends here (emulators only)', { point, uid }),
  failedLoginReportsRateLimited: () => logger.warn('failed sign-in report refused: per-IP rate limit'),
  loginAttemptsReset: (key: string) => logger.info('failed sign-in count reset', { key }),
  passwordResetRecorded: (key: string) => logger.info('password reset recorded', { key }),
  passwordResetRateLimited: (key: string, reason: 'caller' | 'caller-email') =>
    logger.warn('password reset refused: rate limit', { key, reason }),
  signInRefusedLockedOut: (uid: string) =>
    logger.warn('sign-in refused by blocking function: locked out', { uid }),
  signInCheckFailed: (uid: string, error: unknown) =>
    logger.error('lockout check failed in blocking function; sign-in allowed', { uid, error: String(error) }),
  phoneClaimed: (uid: string, key: string) => logger.info('phone number claimed', { uid, key }),
  bookingStateNotPrimed: (uid: string, error: unknown) =>
    logger.warn('appointment map not built ahead of the first booking (that booking builds it)', {
      uid,
      error: String(error),
    }),
  phoneClaimRefused: (uid: string, key: string, reason: 'cooldown' | 'unverified') =>
    logger.warn('phone number claim refused', { uid, key, reason }),
  eligibilityChecked: (kind: 'free' | 'special', userId: string, canBook: boolean) =>
    logger.info('eligibility checked', { kind, userId, canBook }),
  userUnblocked: (actorUid: string, userId: string, type: string) =>
    logger.info('user unblocked by admin', { actorUid, userId, type }),
  userBlocked: (actorUid: string, userId: string, type: string, days: number) =>
    logger.info('user blocked by admin', { actorUid, userId, type, days }),
  driveInPurchased: (uid: string, orderId: string, amount: number, processor: string) =>
    logger.info('drive-in purchased', { uid, orderId, amount, processor }),
  driveInPaymentRefused: (uid: string, reason: string) =>
    logger.warn('drive-in payment refused', { uid, reason }),
  tradeCompleted: (uid: string, orderId: string, amount: number, processor: string | null) =>
    logger.info('trade completed', { uid, orderId, amount, processor }),
  tradePaymentRefused: (uid: string, orderId: string, reason: string) =>
    logger.warn('trade payment refused', { uid, orderId, reason }),
  tradePaymentNeedsRefund: (
    uid: string,
    orderId: string,
    reference: string,
    amount: number,
    error: unknown,
  ) =>
    logger.error('trade payment captured but the trade failed: refund it', {
      uid,
      orderId,
      reference,
      amount,
      error: String(error),
    }),
  checkoutStarted: (uid: string, checkoutId: string, purpose: string, total: string) =>
    logger.info('checkout started', { uid, checkoutId, purpose, total }),
  checkoutRefused: (uid: string, reason: string) => logger.warn('checkout refused', { uid, reason }),
  manualCheckInRefused: (uid: string, budget: string) =>
    logger.warn('manual check-in rate-limited', { uid, budget }),
  tradeLimited: (uid: string, orderId: string, action: 'take' | 'offer', scope: 'caller' | 'order') =>
    logger.warn('trading refused: rate limit', { uid, orderId, action, scope }),
  tradeMailHeld: (orderId: string, heldUntil: Date) =>
    logger.info('e-mails of an order traded again held to collapse', {
      orderId,
      heldUntil: heldUntil.toISOString(),
    }),
  checkoutNeedsRefund: (
    uid: string,
    checkoutId: string,
    transactionId: string,
    amount: number,
    error: unknown,
  ) =>
    logger.error('checkout paid but the order was refused: refund it', {
      uid,
      checkoutId,
      transactionId,
      amount,
      error: String(error),
    }),
  refundRequested: (actorUid: string, orderId: string, transactionId: string, amount: number) =>
    logger.info('refund requested', { actorUid, orderId, transactionId, amount }),
  refundRejected: (transactionId: string, source: string) =>
    logger.warn('refund rejected by WiPay', { transactionId, source }),
  refunded: (transactionId: string) => logger.info('refund completed', { transactionId }),
  paymentDisputed: (transactionId: string, event: string, state: string) =>
    logger.warn('card payment disputed', { transactionId, event, state }),
  checkoutWithdrawn: (uid: string, checkoutId: string, transactionId: string, state: string) =>
    logger.warn('checkout refused: its payment was refunded or disputed', {
      uid,
      checkoutId,
      transactionId,
      state,
    }),
  refundHandled: (actorUid: string, checkoutId: string) =>
    logger.info('needs-refund checkout handled', { actorUid, checkoutId }),
  refundNotTaken: (detail: string) => logger.warn('refund not taken by WiPay: put back', { detail }),
  webhookRefused: (reason: string) => logger.warn('wipay webhook refused', { reason }),
  twilioWebhookRefused: (reason: string) => logger.warn('twilio webhook refused', { reason }),
  resendRefused: (uid: string, orderId: string) =>
    logger.warn('confirmation resend rate-limited', { uid, orderId }),
  planRedeemRefused: (uid: string, budget: string) =>
    logger.warn('plan redemption at the bay rate-limited', { uid, budget }),
  unexpectedError: (where: string, error: unknown) =>
    logger.error('unexpected error', { where, error: error instanceof Error ? error.stack : String(error) }),
};

// One named function per log event (structured Cloud Logging entries). Personal values are never logged in
// clear: emails and phone numbers appear as their hashed document keys.
import { logger } from 'firebase-functions/v2';

export const logs = {
  contactMessageQueued: (messageId: string, mailId: string) =>
    logger.info('contact message stored and mail queued', { messageId, mailId }),
  contactRateLimited: (reason: 'email' | 'ip') =>
    logger.warn('contact message refused: rate limit', { reason }),
  loginFailureRecorded: (key: string, failedAttempts: number) =>
    logger.info('failed sign-in recorded', { key, failedAttempts }),
  accountLockedOut: (key: string, lockedUntil: Date) =>
    logger.warn('account locked after failed sign-ins', { key, lockedUntil: lockedUntil.toISOString() }),
  failedLoginReportsRateLimited: () => logger.warn('failed sign-in report refused: per-IP rate limit'),
  loginAttemptsReset: (key: string) => logger.info('failed sign-in count reset', { key }),
  passwordResetRecorded: (key: string) => logger.info('password reset recorded', { key }),
  passwordResetRateLimited: (key: string) => logger.warn('password reset refused: rate limit', { key }),
  signInRefusedLockedOut: (uid: string) =>
    logger.warn('sign-in refused by blocking function: locked out', { uid }),
  signInCheckFailed: (uid: string, error: unknown) =>
    logger.error('lockout check failed in blocking function; sign-in allowed', { uid, error: String(error) }),
  phoneClaimed: (uid: string, key: string) => logger.info('phone number claimed', { uid, key }),
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
  unexpectedError: (where: string, error: unknown) =>
    logger.error('unexpected error', { where, error: error instanceof Error ? error.stack : String(error) }),
};

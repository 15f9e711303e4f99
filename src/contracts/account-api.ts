// Request and response types of the account, auth-protection, contact, eligibility and admin-unblock callables
// (functions/src/callables), shared with the client's typed httpsCallable wrappers (src/lib/callables.ts).
// No firebase import. Errors are HttpsError codes, listed per callable.
import type { AppointmentType } from './documents';
import { row } from './call-table';

// ---- sendContactEmail: invalid-argument, resource-exhausted (5 per hour per email or per IP). Open to visitors.
export interface SendContactEmailRequest {
  name: string;
  email: string;
  /** Defaults to 'Contact Form Submission'. */
  subject?: string;
  message: string;
}
export interface SendContactEmailResponse {
  success: boolean;
  /** 'Message sent successfully! We will reply to your email address.' */
  message: string;
}

// ---- checkEmailAvailability: invalid-argument, internal, resource-exhausted (per caller address, and per email
//      checked, per hour). Open to visitors.
export interface CheckEmailAvailabilityRequest {
  email: string;
}
export interface CheckEmailAvailabilityResponse {
  available: boolean;
}

// ---- checkPhoneNumberCooldown: invalid-argument, resource-exhausted (per caller address, and per number checked,
//      per hour). Open to visitors. phoneNumber: '+1868' + 7 digits (7 bare
//      digits are accepted too).
export interface PhoneNumberRequest {
  phoneNumber: string;
}
export interface CheckPhoneNumberCooldownResponse {
  available: boolean;
  /** '' when available, else 'This phone number was recently verified. Please try again later.' */
  message: string;
}

// ---- claimPhoneNumber: invalid-argument, unauthenticated, permission-denied (the ID token has no verified
//      phone_number equal to phoneNumber: refresh the token after SMS verification), failed-precondition
//      (another account verified it within the cooldown; message as above). Also sets the profile's contact,
//      phoneVerified, phoneVerifiedAt and clears pendingContact when users/{uid} exists.
export interface ClaimPhoneNumberResponse {
  message: string;
}

// ---- checkLoginAttempts: invalid-argument. Open to visitors.
export interface EmailRequest {
  email: string;
}
export interface CheckLoginAttemptsResponse {
  allowed: boolean;
  /** '' when allowed, else the lockout text with the minutes left. */
  message: string;
  /** Epoch millis the lockout ends, or null. */
  lockedUntil: number | null;
}

// ---- resetLoginAttempts: invalid-argument, unauthenticated, permission-denied (not the caller's own email).
export interface ResetLoginAttemptsResponse {
  success: boolean;
}

// ---- recordFailedLogin: invalid-argument, resource-exhausted (too many reports from one caller address),
//      unavailable (Auth could not be asked). Open to visitors. The server checks `password` with Auth and counts
//      only a real mismatch; the password is never stored.
export interface RecordFailedLoginRequest {
  email: string;
  password: string;
}
export interface RecordFailedLoginResponse {
  /** Text to show, with the attempt count (or the lockout text). */
  message: string;
  failedAttempts: number;
  lockedOut: boolean;
  /** Epoch millis the lockout ends, or null. */
  lockedUntil: number | null;
}

// ---- recordPasswordReset: invalid-argument, resource-exhausted (per caller address: 3 per hour for one email,
//      10 in all). Open to visitors.
export interface RecordPasswordResetResponse {
  success: boolean;
  message: string;
}

// ---- checkFreeAppointmentEligibility / checkSpecialAppointmentEligibility: invalid-argument, unauthenticated,
//      permission-denied (another user's userId without a staff claim).
export interface EligibilityRequest {
  userId: string;
}
export interface EligibilityResponse {
  canBook: boolean;
  details: string;
  /** 'blocked' (a penalty), 'waiting' (the free 3-day turn), 'unverified' or 'eligible'; absent from older servers. */
  kind?: 'eligible' | 'blocked' | 'waiting' | 'unverified';
  /** With 'waiting': the first open day (never a Sunday) the free type can be booked again. */
  availableFrom?: string;
}

// ---- adminUnblockUser: invalid-argument, unauthenticated, permission-denied (not a full admin), not-found (no
//      block of that type). Writes auditLog in the same transaction.
export interface AdminUnblockUserRequest {
  userId: string;
  type: AppointmentType;
}
export interface AdminUnblockUserResponse {
  success: boolean;
  /** 'User has been unblocked from {type} appointments' */
  message: string;
}

// ---- adminClearLoginLock: invalid-argument, unauthenticated, permission-denied (not a full admin). Lifts the
//      account's lock and every caller's lock on it; audited. cleared: whether any lock was active.
export interface AdminClearLoginLockRequest {
  email: string;
}
export interface AdminClearLoginLockResponse {
  cleared: boolean;
}

/** The callables of accounts, sign-in protection, contact and eligibility (the table: callables.ts). */
export const ACCOUNT_CALLABLES = {
  sendContactEmail: row.anyone<SendContactEmailRequest, SendContactEmailResponse>('public'),
  checkEmailAvailability: row.anyone<CheckEmailAvailabilityRequest, CheckEmailAvailabilityResponse>('public'),
  checkPhoneNumberCooldown: row.anyone<PhoneNumberRequest, CheckPhoneNumberCooldownResponse>('public'),
  claimPhoneNumber: row.customer<PhoneNumberRequest, ClaimPhoneNumberResponse>('public'),
  checkLoginAttempts: row.anyone<EmailRequest, CheckLoginAttemptsResponse>('public'),
  resetLoginAttempts: row.customer<EmailRequest, ResetLoginAttemptsResponse>('public'),
  recordFailedLogin: row.anyone<RecordFailedLoginRequest, RecordFailedLoginResponse>('public'),
  recordPasswordReset: row.anyone<EmailRequest, RecordPasswordResetResponse>('public'),
  checkFreeAppointmentEligibility: row.customer<EligibilityRequest, EligibilityResponse>(),
  checkSpecialAppointmentEligibility: row.customer<EligibilityRequest, EligibilityResponse>(),
};

// Stored documents of the service collections: contact messages, the mail outbox, the audit log and the
// abuse-protection counters. Pure TypeScript, re-exported by ./documents.ts.

/** contactMessages/{id}: every message sent through the contact form (kept even if mail fails). */
export interface ContactMessageDoc {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Caller's uid when signed in. */
  uid: string | null;
  /** Id of the queued `mail` document. */
  mailId: string;
  createdAt: Date;
}

/** mail/{id} in the Firebase Trigger Email extension's format; the extension adds `delivery`. */
export interface MailDoc {
  id: string;
  to: string | string[];
  replyTo?: string;
  message: { subject: string; text: string; html?: string };
  createdAt?: Date;
  delivery?: {
    state: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR' | 'RETRY';
    attempts?: number;
    error?: string | null;
  };
}

/** auditLog/{id}: one per admin action. */
export interface AuditLogDoc {
  id: string;
  actorUid: string;
  actorEmail: string | null;
  /** e.g. 'order.status', 'order.delete', 'order.trade', 'block.create', 'block.delete', 'login.unlock'. */
  action: string;
  /** Path or id of what was acted on, e.g. 'orders/ORDER-…'. */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/**
 * loginAttempts/{key}: key is the SHA-256 of the lower-cased email, so the collection holds no address.
 * Failures count within a window; reaching the limit locks the account until lockedUntil.
 */
export interface LoginAttemptDoc {
  id: string;
  failedAttempts: number;
  /** Start of the current counting window. */
  windowStart: Date;
  lastFailedAt: Date | null;
  lockedUntil: Date | null;
  updatedAt: Date;
  lastPasswordResetAt?: Date | null;
  /** Password-reset requests since passwordResetWindowStart (rate limit, per hour). */
  passwordResets?: number;
  passwordResetWindowStart?: Date;
  /** TTL field: the record is useless after this instant. */
  expiresAt: Date;
}

/**
 * phoneClaims/{key}: key is the SHA-256 of the E.164 number (no raw number stored). The last verification of a
 * number, for the cooldown: another account may not claim it before cooldownUntil.
 */
export interface PhoneClaimDoc {
  id: string;
  uid: string;
  claimedAt: Date;
  cooldownUntil: Date;
}

/** rateLimits/{key}: fixed-window counter used by public callables. */
export interface RateLimitDoc {
  id: string;
  count: number;
  windowStart: Date;
  /** TTL field. */
  expiresAt: Date;
}

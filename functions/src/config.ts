// Tunables of the auth-protection and contact callables. Each can be overridden by an environment variable of the
// same name (functions/.env, or the deployment's environment); the defaults are the documented behaviour.
function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const CONFIG = {
  /** Failed sign-ins (within the window) that lock an account. */
  loginMaxFailedAttempts: intFromEnv('LOGIN_MAX_FAILED_ATTEMPTS', 5),
  /** Failures older than this window no longer count. */
  loginWindowMs: intFromEnv('LOGIN_WINDOW_MINUTES', 15) * MINUTE,
  /** How long a lockout lasts (spec: 1 hour). */
  lockoutMs: intFromEnv('LOGIN_LOCKOUT_MINUTES', 60) * MINUTE,
  /** Password-reset requests accepted per email per hour. */
  passwordResetsPerHour: intFromEnv('PASSWORD_RESETS_PER_HOUR', 3),
  /** Failed-login reports accepted per caller IP per hour (limits locking other people out in bulk). */
  failedLoginReportsPerIpPerHour: intFromEnv('FAILED_LOGIN_REPORTS_PER_IP_PER_HOUR', 60),
  /** After a number is verified by one account, other accounts may not claim it for this long. */
  phoneClaimCooldownMs: intFromEnv('PHONE_CLAIM_COOLDOWN_HOURS', 7 * 24) * HOUR,
  /** Contact messages accepted per sender email, and per caller IP, per hour. */
  contactMessagesPerHour: intFromEnv('CONTACT_MESSAGES_PER_HOUR', 5),
  /** Where contact-form messages are mailed (the Trigger Email extension sends them). */
  contactInbox: process.env.CONTACT_INBOX_EMAIL || 'support@chaguanas-touchfree-wash.example',
  /** Holds one customer may create per hour: each holds a seat for 2 minutes, so this caps one account's blocking. */
  holdsPerHour: intFromEnv('HOLDS_PER_HOUR', 20),
  /** Trade reservations one customer may create per hour (an expired or released one still counts). */
  tradeReservationsPerHour: intFromEnv('TRADE_RESERVATIONS_PER_HOUR', 5),
  hourMs: HOUR,
} as const;

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
  /** Verified failures per hour, from every caller together, that lock the account itself (OWASP ASVS: <= 100). */
  loginAccountMaxFailuresPerHour: intFromEnv('LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR', 100),
  /**
   * The IPv6 network one sign-in caller stands for: /56, the block an ISP usually gives a household, so an attacker
   * cannot multiply its tries by its 256 /64s. (IPv4 callers are single addresses.)
   */
  loginCallerIpv6PrefixBits: intFromEnv('LOGIN_CALLER_IPV6_PREFIX_BITS', 56),
  /** Web API key the functions check passwords with (Identity Toolkit); unused in the emulator. */
  authApiKey: process.env.AUTH_API_KEY ?? '',
  /** Password-reset requests accepted per caller per email, and per caller across all emails, per hour. */
  passwordResetsPerHour: intFromEnv('PASSWORD_RESETS_PER_HOUR', 3),
  passwordResetsPerCallerPerHour: intFromEnv('PASSWORD_RESETS_PER_CALLER_PER_HOUR', 10),
  /** E-mail and phone availability checks accepted per caller, and per checked value, per hour. */
  availabilityChecksPerCallerPerHour: intFromEnv('AVAILABILITY_CHECKS_PER_CALLER_PER_HOUR', 30),
  availabilityChecksPerTargetPerHour: intFromEnv('AVAILABILITY_CHECKS_PER_TARGET_PER_HOUR', 10),
  /** Failed-login reports accepted per caller IP per hour (limits locking other people out in bulk). */
  failedLoginReportsPerIpPerHour: intFromEnv('FAILED_LOGIN_REPORTS_PER_IP_PER_HOUR', 60),
  /** After a number is verified by one account, other accounts may not claim it for this long. */
  phoneClaimCooldownMs: intFromEnv('PHONE_CLAIM_COOLDOWN_HOURS', 7 * 24) * HOUR,
  /** Contact messages accepted per sender email, and per caller IP, per hour. */
  contactMessagesPerHour: intFromEnv('CONTACT_MESSAGES_PER_HOUR', 5),
  /** checkInManually: tries on one order code (name or last 4 phone digits), and all of one attendant's. */
  manualTriesPerCodePerHour: intFromEnv('MANUAL_TRIES_PER_CODE_PER_HOUR', 5),
  manualCheckInsPerCallerPerHour: intFromEnv('MANUAL_CHECK_INS_PER_CALLER_PER_HOUR', 120),
  /** Where contact-form messages are mailed (the Trigger Email extension sends them). */
  contactInbox: process.env.CONTACT_INBOX_EMAIL || 'support@chaguanas-touchfree-wash.example',
  /** Holds one customer may create per hour: each holds a seat for 2 minutes, so this caps one account's blocking. */
  holdsPerHour: intFromEnv('HOLDS_PER_HOUR', 20),
  /** Trade reservations one customer may create per hour (an expired or released one still counts). */
  tradeReservationsPerHour: intFromEnv('TRADE_RESERVATIONS_PER_HOUR', 5),
  /**
   * Held-seat time one customer may be granted per rolling hour, holds and a special checkout's extensions of its
   * hold together (docs/threat-model.md: one account keeps a slot held at most 40 minutes an hour). 20 plain holds
   * of 2 minutes are exactly this: only the extensions bring an account to it sooner.
   */
  seatTimeMsPerHour: intFromEnv('SEAT_MINUTES_PER_HOUR', 40) * MINUTE,
  /**
   * $0 trades (transferTradingOrder) one customer may try per hour, counted whatever the outcome: each moved order
   * queues two e-mails, an audit entry and a new pass. 5, as trade reservations.
   */
  zeroTradesPerHour: intFromEnv('ZERO_TRADES_PER_HOUR', 5),
  /** Times one order may change hands in $0 trades per 24 hours (counted when it moves: nobody else spends it). */
  zeroTradesPerOrderPerDay: intFromEnv('ZERO_TRADES_PER_ORDER_PER_DAY', 3),
  /**
   * Offers for trade one customer may try per hour, and one order may be offered per hour (counted when it is
   * offered, so only its owner spends it). Each offer and withdrawal rewrites the public slot every watcher of the
   * day receives; a withdrawal is never limited (it follows an offer, and the owner must be able to take it back).
   */
  tradeOffersPerHour: intFromEnv('TRADE_OFFERS_PER_HOUR', 6),
  tradeOffersPerOrderPerHour: intFromEnv('TRADE_OFFERS_PER_ORDER_PER_HOUR', 3),
  /**
   * An order that changes hands again within this time of its last trade has the e-mails of that burst held and
   * collapsed: when it has stayed put this long, only the last owner and the one who last had it by e-mail are
   * written to (data/mail/trade-mail.ts).
   */
  tradeMailCollapseMs: intFromEnv('TRADE_MAIL_COLLAPSE_MINUTES', 10) * MINUTE,
  /**
   * Different number plates one customer may name in bookings within the rolling window. Each plate named is
   * counted when the server sees it, booked or refused, so the spec's 'already booked' answer cannot be used to
   * track strangers' cars: 5 covers a household's cars and a typo or two.
   */
  distinctPlatesPerCustomer: intFromEnv('DISTINCT_PLATES_PER_CUSTOMER', 5),
  plateWindowMs: intFromEnv('PLATE_WINDOW_DAYS', 30) * 24 * HOUR,
  /** WiPay checkouts one customer may start per hour (each opens a processor session and a checkout record). */
  checkoutsPerHour: intFromEnv('CHECKOUTS_PER_HOUR', 20),
  /** Returns one customer may report per hour: each asks WiPay's lookup unless the checkout is already paid. */
  checkoutCompletionsPerHour: intFromEnv('CHECKOUT_COMPLETIONS_PER_HOUR', 60),
  hourMs: HOUR,
  dayMs: 24 * HOUR,
} as const;

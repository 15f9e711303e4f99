/**
 * Every user-visible message of the spec (sections 5 and 8, plus the fixed UI texts of section 2), exact text,
 * in one typed catalogue. Texts with placeholders are small functions.
 *
 * API:
 *   MESSAGES.{contact, auth, signUp, account, giveUp, cancelTrade, rebook, deleteAccount, tradePayment, payment,
 *             session, timeSlots, contactNumber, booking, eligibility, admin, gate}
 *   UI_TEXT            fixed labels and notices of the screens (section 2)
 *   ELIGIBILITY_TEXT, DOMAIN_TEXT, NO_SHOW_TEXT, REFUND_TEXT, MONEY_TEXT   wording the spec does not give (ours)
 *   RedirectTarget = 'services page' | 'home page'     stripProviderPrefix(message)
 */
import type { OrderStatus } from './types';

/** Where a session conflict sends the user, as the alert words it. */
export type RedirectTarget = 'services page' | 'home page';

export const MESSAGES = {
  contact: {
    sendFailed: 'There was an error sending your message. Please try again.',
    // The spec's line ends 'Your email client should open shortly.', but the message is sent by the server (queued
    // to the business inbox, reply-to the sender); no mail client opens, so the line says what happens.
    sent: 'Message sent successfully! We will reply to your email address.',
    defaultSubject: 'Contact Form Submission',
  },
  auth: {
    signInFieldsRequired: 'Please enter email and password.',
    invalidPhoneNumber: 'Invalid phone number format',
    tooManyRequests: 'Too many attempts. Please try again later',
    recaptchaNotInitialized: 'reCAPTCHA not initialized. Please refresh the page and try again',
    invalidVerificationCode: 'Invalid verification code. Please try again',
    codeExpired: 'Verification code expired. Please request a new code',
    emailAlreadyInUse: 'Email already in use. Please sign in instead',
    noVerificationInProgress: 'No verification in progress. Please try again.',
    wrongCredentials: 'Wrong username or password',
    accountLocked: 'Account Locked',
    forgotPasswordEmailRequired: 'Please enter your email to reset password.',
  },
  signUp: {
    fillAllFields: 'Please fill in all fields.',
    emailsDoNotMatch: 'Emails do not match.',
    contactDigits: 'Contact number must be exactly 7 digits',
    passwordsDoNotMatch: 'Passwords do not match.',
    emailRegistered: 'This email is already registered. Please sign in or use a different email.',
    phoneRecentlyVerified: 'This phone number was recently verified. Please try again later.',
    invalidSmsCode: 'Please enter a valid 6-digit code.',
  },
  account: {
    loadProfileFailed: 'Failed to load profile data',
    createProfileFailed: 'Failed to create user profile',
    updateAreaFailed: 'Failed to update area',
    updateContactFailed: 'Failed to update contact number',
    loadOrdersFailed: 'Failed to load orders',
    loadPastOrdersFailed: 'Failed to load completed/cancelled orders. Please try refreshing the page',
    notAuthenticated: 'User not authenticated',
    providerAlreadyLinked: 'This phone number is already linked to this account',
    permissionDenied: 'Permission denied. Please try again.',
    invalidContact: 'Please enter a valid 7-digit phone number',
    sameContact: 'This is already your current contact number.',
  },
  giveUp: {
    failed: 'Failed to delete order. Please try again',
    deleted: 'Order deleted successfully',
    limitReached:
      'You have reached the limit of 2 order deletions within 24 hours. Please wait before deleting another order.',
    traded: 'This appointment has been traded and cannot be given up',
  },
  cancelTrade: { failed: 'Failed to cancel trade. Please try again.' },
  rebook: {
    failed: (reason: string): string => `Failed to rebook appointment: ${reason}`,
    succeeded: 'Appointment rebooked successfully!',
    maxReached:
      'You already have the maximum number of appointments (3). Please cancel an existing appointment before rebooking.',
    clash: 'This time slot conflicts with another of your appointments. Please choose a different time.',
  },
  deleteAccount: {
    wrongPassword: 'Incorrect password. Please try again',
    requiresRecentLogin: 'Please re-enter your password to confirm this action',
    popupClosed: 'Google sign-in was cancelled. Please try again',
    failed: (reason: string): string => `Failed to delete account data: ${reason}`,
    succeeded: 'Account data deleted successfully. Your account has been signed out.',
    passwordRequired: 'Please enter your password to confirm account deletion.',
  },
  tradePayment: {
    noLongerAvailable:
      'This order is no longer available for trade. It may have been taken by someone else or is too close to the appointment time.',
    ownOrder: 'You cannot trade your own order.',
    notFound: 'The original order was not found. It may have been already taken.',
    failed: 'There was an error processing the trade. Please try again.',
    succeeded: 'Trade completed successfully! The appointment is now yours.',
  },
  payment: {
    noOrderDetails: 'No order details found. Please select a service first.',
    failed: 'There was an error processing your order. Please try again.',
    succeeded: 'Payment processed successfully! Your order has been created.',
    signInRequired: 'Please sign in to complete your order.',
    authExpired: 'Authentication expired. Please sign in again.',
    // Ours (the spec's card form moved to the processor's page): the hosted checkout and its return.
    hostedCheckoutNote: "You will enter your card details on WiPay's secure payment page.",
    redirecting: 'Opening the secure payment page...',
    confirming: 'Confirming your payment...',
    notCompleted:
      'Your payment was not completed and your card was not charged. You can choose the service again to retry.',
    tradeNotCompleted:
      'Your payment was not completed and your card was not charged. The appointment was released: you can pick it again on Appointment Trade if it is still offered.',
    // Ours: confirmBooking called for a special whose fee was not paid through the payment page.
    specialFeeUnpaid:
      'The $30.00 special appointment fee must be paid before this booking is confirmed. Please complete the payment.',
    // Ours: a special whose fee a rebook state waives needs no card payment.
    noPaymentDue: 'This special appointment is free (your rebook). Please press Complete Booking.',
    // Ours: the seat of a special is no longer held when Process Payment asks for the checkout (nothing charged).
    specialHoldLost:
      'Your time slot is no longer held, so nothing was charged. Please choose a time again on the appointment page.',
    // Ours: the return of a special appointment's payment that WiPay declined or failed, while the seat is still held.
    specialNotCompleted:
      'Your payment was not completed and your card was not charged. Your time is still held: press Process Payment to try again before the countdown ends.',
    notConfirmed:
      'We could not confirm your payment yet. If your card was charged, your order will appear in your account within a few minutes.',
  },
  session: {
    paymentAlreadyOpenTryLater: 'Another payment page is already open. Try again in 10 seconds.',
    appointmentAlreadyOpen: 'An appointment page is already open. Redirecting to home page.',
    paymentTakenOver: 'Another payment page has been opened. Redirecting to home page.',
    paymentAlreadyOpen: (to: RedirectTarget): string =>
      `A payment page is already open. Redirecting to ${to}.`,
    bookingSessionActive: (to: RedirectTarget): string =>
      `Another booking session is already active. Redirecting to ${to}.`,
    appointmentTakenOver: (to: RedirectTarget): string =>
      `Another appointment page has been opened. Redirecting to ${to}.`,
    activeBookingSession: 'You already have an active booking session',
    // Ours: the database refused this page's session record for a reason other than another live page.
    sessionRecordRefused: 'Your booking session could not be started. Please reload the page and try again.',
    // Ours: confirmBooking got no answer (the connection dropped); a retry reuses the request id, so it books once.
    bookingConnectionLost:
      'The connection dropped before your booking was confirmed. Reconnect, then press Complete Booking again: you will not be booked twice.',
  },
  timeSlots: {
    loadFailed: 'Failed to load time slots. Please try again.',
    selectFailed: 'Failed to select time slot. Please try again.',
    checkFailed: 'Failed to check availability. Please try again.',
  },
  contactNumber: {
    missing:
      'No contact number found. Please add your contact number in your account settings before booking an appointment.',
    goToAccount: 'Please go to your Account page to add your contact number.',
    profileNotFound: 'User profile not found. Please complete your profile setup.',
    checkFailed: 'Error checking contact information. Please try again.',
  },
  booking: {
    failed: 'Failed to complete booking. Please try again.',
    specialFailed: 'There was an error creating your special appointment. Please try again.',
    succeeded: 'Booking complete! You will receive a confirmation email or SMS.',
    specialSucceeded: 'Special Appointment booking complete! You will receive a confirmation email or SMS.',
    plateTaken: (plate: string, date: string): string =>
      `Number plate ${plate} is already booked for ${date}. Please choose a different number plate or date.`,
    plateCheckFailed: 'Error checking number plate availability. Please try again.',
    processing: 'Processing...',
    blockedTag: '(Blocked)',
    /** Booking a new appointment with 3 open ones (ours: the spec's maxReached speaks of rebooking). */
    maxOpen:
      'You already have the maximum number of appointments (3). You can book another once one of them has taken place.',
    /** Added when at least one of the open appointments may still be given up. */
    maxOpenGiveUp: 'You can also give one up on your Account page.',
    forSomeoneElseNo: 'No, Cancel',
    forSomeoneElseYes: 'Yes, Continue',
  },
  eligibility: { unableToVerify: 'Unable to verify eligibility. Please try again later.' },
  admin: {
    orderNotFound: 'Order not found. Please refresh the page and try again.',
    bulkUpdateFailed: 'Failed to update some orders. Please try again.',
    bulkDeleteFailed: 'Failed to delete some orders. Please try again.',
    selectStatus: 'Please select a status to apply.',
    selectOrder: 'Please select at least one order.',
    selectionMax: 'Maximum 150 orders can be selected at once.',
    selectionCapped: 'Selected first 150 orders (maximum limit).',
    analyticsFailed: 'Failed to generate analytics. Please try again.',
    bulkUpdated: (count: number, status: OrderStatus | string): string =>
      `Successfully updated ${count} orders to "${status}".`,
    bulkDeleted: (count: number): string => `Successfully deleted ${count} orders.`,
    statusUpdated: (id: string, status: OrderStatus | string): string =>
      `Order ${id} status updated to ${status}`,
    statusUpdateFailed: 'Failed to update order status. Please try again.',
    orderDeleted: (id: string): string => `Order ${id} has been deleted successfully.`,
    deleteFailed: 'Failed to delete order. Please try again.',
    confirmDelete: 'Are you sure you want to delete this order? This action cannot be undone.',
    confirmUnblock: (type: string): string =>
      `Are you sure you want to unblock this user from ${type} appointments?`,
    unblocked: (type: string): string => `User has been unblocked from ${type} appointments`,
    unblockFailed: 'Failed to unblock user. Please try again.',
    signInFieldsRequired: 'Please enter email and password.',
  },
  gate: { wrongCode: 'Incorrect password. Please try again.' },
} as const;

/** Fixed screen texts of section 2 that tests and screen readers look for. */
export const UI_TEXT = {
  /** Spec section 9, word for word. */
  washStart: 'The wash should start within 10 to 15 minutes of arrival.',
  specialArrival: (earliest: string, latest: string): string => `Arrive between ${earliest} and ${latest}.`,
  noServiceSelected: 'No service selected',
  timeExpired: 'Time Expired',
  scheduleTitle: 'Schedule Your Appointment',
  selectTimeTitle: 'Select Time',
  /** The spec's subtitle names 2 users (the free capacity); a special slot seats 3, so the number follows the type. */
  selectTimeSubtitle: (usersPerSlot: number): string =>
    `Updates every second • ${usersPerSlot} users per slot`,
  noSlots: 'No available time slots for this date. Please select a different date or try again later.',
  checkingAvailability: 'Checking Availability',
  verifyingAvailability: 'Verifying timeslot availability...',
  slotAvailable: 'Timeslot Available!',
  slotNoLongerAvailable: 'Timeslot No Longer Available',
  duplicateBookingDialog: 'You already have a booking for this time',
  phoneVerificationRequired: 'Phone Verification Required',
  rebookTitle: 'Choose New Date & Time',
  rebookedTag: '(Rebooked)',
  driveInLabel: 'Wait in line',
  paymentTitle: 'Payment Information',
  tradePaymentTitle: 'Trade Payment',
  freeOrderTitle: 'Free Order!',
  freeOrderText: 'Your order total is $0. No payment required.',
  viewOnlyBadge: 'View Only Mode',
  settingsPlaceholder: 'Settings Coming Soon',
  generatingQr: 'Generating QR Code...',
  adminSignIn: 'Sign In to Admin Panel',
  adminSigningIn: 'Signing In...',
  usersNoMatch: 'No users found matching your search.',
  usersNoMatchHint: 'Try adjusting your search terms.',
  usersEmpty: 'No users found in the database.',
  usersEmptyHint: 'Users will appear here once they register accounts.',
  washLineup: 'WASH PACKAGE LINEUP',
} as const;

/** Eligibility details: the spec leaves the server's wording open, so this is ours. */
export const ELIGIBILITY_TEXT = {
  eligible: 'Eligible',
  freeCadence: (displayDate: string): string =>
    `One free appointment every 3 days. Next free appointment available from ${displayDate}.`,
  blockedUntil: (displayDate: string): string => `Blocked until ${displayDate}.`,
  /** The tag of a free type waiting for its 3-day turn (not a penalty: never '(Blocked)'). */
  waitingTag: (displayDate: string): string => `(Available from ${displayDate})`,
} as const;

/** Refusals the spec names without wording (ours; change freely). */
export const DOMAIN_TEXT = {
  giveUpTooClose: 'Appointments cannot be given up within 2 hours of the appointment time.',
  giveUpNotOpen: 'Only open appointments can be given up.',
  rebookDateTimeRequired: 'Please select both a date and a time.',
  rebookNotAllowed: 'This appointment can no longer be rebooked.',
  rebookAlreadyUsed: 'This appointment has already been rebooked in this session.',
  slotUnavailable: 'This time slot is not available. Please choose a different time.',
  slotFull: 'This time slot is full. Please choose a different time.',
  invalidNumberPlate: 'Please enter a valid number plate (letters, digits and hyphens, up to 10 characters).',
  contactFormIncomplete: 'Please fill in your name, email and message.',
  passwordTooShort: (min: number): string => `Password must be at least ${min} characters.`,
  passwordTooLong: (max: number): string => `Password must be at most ${max} characters.`,
  passwordNeedsLowercase: 'Password must contain a lowercase letter.',
  passwordNeedsUppercase: 'Password must contain an uppercase letter.',
  passwordNeedsNumber: 'Password must contain a number.',
  passwordNeedsSymbol: 'Password must contain a non-alphanumeric character.',
  tradeNotOffered: 'Only confirmed future appointments more than 2 hours away can be offered for trade.',
  holdLimit: (perHour: number): string =>
    `You have held ${perHour} time slots in the last hour. Please wait before choosing another time.`,
  tradeReservationLimit: (perHour: number): string =>
    `You have started ${perHour} trades in the last hour. Please wait before taking another appointment.`,
  seatTimeLimit: (minutes: number, retryInMinutes: number): string =>
    `You have kept time slots held for ${minutes} minutes in the last hour, the most one account may. Please try again in ${retryInMinutes} ${retryInMinutes === 1 ? 'minute' : 'minutes'}.`,
  tradeTakeLimit: (perHour: number): string =>
    `You have tried to take ${perHour} appointments by trade in the last hour. Please wait before taking another.`,
  orderMoveLimit: (perDay: number): string =>
    `This appointment has already changed hands ${perDay} times in the last 24 hours, the most one appointment may. Please try again later.`,
  tradeOfferLimit: (perHour: number): string =>
    `You have offered appointments for trade ${perHour} times in the last hour. Please wait before offering another.`,
  orderOfferLimit: (perHour: number): string =>
    `This appointment has been offered for trade ${perHour} times in the last hour. Please wait before offering it again.`,
  plateLimit: (max: number, days: number): string =>
    `You have used ${max} different number plates in the last ${days} days, the most one account may. Please book with a number plate you have used before, or ask our staff at the wash for help.`,
} as const;

/** The device-clock notice (ours; the spec has no wording). */
export const CLOCK_TEXT = {
  deviceClockOff: (distance: string, direction: 'ahead' | 'behind'): string =>
    `Your phone's clock is ${distance} ${direction}. Times shown here follow the car wash's clock.`,
} as const;

/**
 * Removes the auth provider's prefix and error-code suffix from a message.
 * @example stripProviderPrefix('Firebase: Password is too weak (auth/weak-password).') // 'Password is too weak.'
 */
export function stripProviderPrefix(message: string): string {
  return message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\((auth|functions)\/[\w-]+\)(?=\.?$)/, '')
    .trim();
}

/** Missed appointments (domain/no-show.ts): the staff-facing answers of the excuse, and the About page's block line. */
export const NO_SHOW_TEXT = {
  notANoShow: 'This order was not marked as a missed appointment.',
  excusedAndUnblocked: (orderId: string): string =>
    `Missed appointment excused for order ${orderId}. The free-appointment block it caused was lifted.`,
  excusedBlockRemains: (orderId: string, until: string): string =>
    `Missed appointment excused for order ${orderId}. The block it caused was lifted, but free appointments stay ` +
    `blocked until ${until} for another reason.`,
  excusedNoBlock: (orderId: string): string =>
    `Missed appointment excused for order ${orderId}. It had caused no block that is still in place.`,
  alreadyExcused: (orderId: string): string =>
    `The missed appointment of order ${orderId} was already excused.`,
  blockLength: (days: number): string =>
    `The block lasts ${days} days. If you could not come for a good reason, contact us and staff can lift it.`,
} as const;

/** Refunds of a WiPay payment from the admin order detail (adminRefundOrder; README 'Payments' > 'Refunds'). Ours. */
export const REFUND_TEXT = {
  button: 'Refund',
  title: 'Refund payment',
  confirm: (amount: string): string =>
    `Refund ${amount} to the customer's card through WiPay? An upcoming order is cancelled: its seat is freed and its code no longer works at the bay. This cannot be undone.`,
  confirmLabel: (amount: string): string => `Refund ${amount}`,
  requested: 'Refund requested',
  refunded: 'Refunded',
  rejected: 'Refund rejected',
  requestedNotice: (orderId: string): string =>
    `Refund requested for order ${orderId}. WiPay reports when the money is back on the card.`,
  alreadyRequested: (orderId: string): string => `A refund of order ${orderId} was already requested.`,
  notWiPay: 'This order was not paid by card through WiPay, so it cannot be refunded here.',
  nothingToRefund: 'This order cost nothing: there is no payment to refund.',
  processorUnavailable: 'WiPay did not answer, so nothing was refunded. Please try again.',
  failed: 'The refund could not be requested. Please try again.',
} as const;

/**
 * What a refunded or disputed payment means to the customer, the bay and staff (issue 39; README 'Payments' >
 * 'Refunds'). Ours.
 */
export const MONEY_TEXT = {
  /** completeCheckout: the payment was refunded or charged back (or is disputed) before it made an order. */
  paymentWithdrawn:
    'This payment was refunded or is disputed with your card issuer, so it cannot pay for a booking. Nothing was booked.',
  /** completeCheckout: WiPay took the money but the booking could not be made; staff refund it. */
  needsRefund:
    'Your card was charged but the booking could not be made. Our office will refund the payment to your card: you do not need to do anything.',
  /** The bay: the order's card payment is disputed by its payer. */
  passOnHold: 'This pass is on hold: the card payment is disputed. Ask the customer to contact the office.',
  /** offerOrderForTrade: the owner disputes the payment that bought the appointment. */
  tradeOnHold:
    'This appointment cannot be offered for trade while its card payment is disputed. Please contact our office.',
  /** The order detail's line for each dispute state. */
  disputes: {
    chargeback_pending: 'Chargeback pending: the card payment is disputed, so the pass is on hold.',
    chargeback_processed: 'Chargeback processed: the money went back to the card.',
    chargeback_released: 'Chargeback released: the payment stands and the pass works again.',
    fraud_confirmed: 'Fraud confirmed: the payment was reversed.',
  },
  /** adminRefundOrder: the order's WiPay payment was made by whoever held it before a $0 trade. */
  previousOwnersPayment:
    "This order's card payment was made by the customer who held it before a trade: refunding it here would cancel the appointment of a customer who would get nothing back. Refund the previous owner in WiPay's merchant portal if they are owed it.",
  /** The order detail, when the dispute is of a payment by someone who no longer holds the order. */
  previousOwnersDispute: (state: string): string =>
    `The previous owner's card payment: ${state} It does not affect this customer's pass.`,
  needsRefundTab: {
    title: 'Payments to refund',
    intro:
      "WiPay took these payments but no booking was made. Refund each in WiPay's merchant portal, then mark it handled.",
    empty: 'No payment is waiting for a refund.',
    loadFailed: 'The payments to refund could not be loaded. Please try again.',
    markHandled: 'Mark handled',
    handled: (transactionId: string): string => `Payment ${transactionId} marked handled.`,
    alreadyHandled: 'This payment was already marked handled.',
    failed: 'The payment could not be marked handled. Please try again.',
    notFound: 'No payment waiting for a refund has that checkout.',
    refundedAlready: 'Refunded through WiPay already',
    disputed: 'Disputed with the card issuer',
  },
} as const;

/**
 * What the admin reads when WiPay's refund page answers something other than "Refund request successfully created."
 * (adminRefundOrder; docs/payments.md 'Refunds'). Ours, one sentence per documented answer.
 */
export const REFUND_ANSWER_TEXT = {
  alreadyRequested:
    'WiPay already has a refund request for this payment: it stays requested until WiPay reports the outcome.',
  alreadyRefunded: 'WiPay says this payment was already refunded: the order is now marked refunded.',
  unknownTransaction:
    "WiPay does not know this payment's transaction, so it refused the refund. Check the payment in WiPay's merchant portal.",
  notRefundableStatus:
    'WiPay refused the refund: only a successful payment in good standing can be refunded (it may be under a chargeback).',
  notRefundable: 'WiPay refused the refund: it says this payment cannot be refunded.',
  insufficientFunds:
    "The WiPay account's balance is too low to refund this payment now, so nothing was refunded. Please try again later.",
  keyRefused:
    "WiPay refused our key: check WIPAY_WAPI_KEY (a WAPI key of this environment with the refund scope) in the functions' secrets. Nothing was refunded.",
  unrecognised:
    "WiPay answered in a way we do not recognise, so nothing was recorded. Check the payment in WiPay's merchant portal before asking again.",
} as const;

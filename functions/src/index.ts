// Exports only. Each callable lives in its own file under callables/.
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export { checkEmailAvailability } from './callables/check-email-availability';
export { sendContactEmail } from './callables/send-contact-email';
export { checkPhoneNumberCooldown } from './callables/check-phone-number-cooldown';
export { claimPhoneNumber } from './callables/claim-phone-number';
export { checkLoginAttempts } from './callables/check-login-attempts';
export { resetLoginAttempts } from './callables/reset-login-attempts';
export { recordFailedLogin } from './callables/record-failed-login';
export { recordPasswordReset } from './callables/record-password-reset';
export { checkFreeAppointmentEligibility } from './callables/check-free-appointment-eligibility';
export { checkSpecialAppointmentEligibility } from './callables/check-special-appointment-eligibility';
export { adminUnblockUser } from './callables/admin-unblock-user';
export { adminClearLoginLock } from './callables/admin-clear-login-lock';
export { adminBlockUser } from './callables/admin-block-user';
export { adminStaffAmong } from './callables/admin-staff-among';
export { beforeUserSignedIn } from './triggers/before-user-signed-in';
// Booking write path: every slot-affecting mutation runs in one slot transaction (data/slots/slot-transaction.ts).
export { createHold } from './callables/create-hold';
export { releaseHold } from './callables/release-hold';
export { confirmBooking } from './callables/confirm-booking';
export { rebookOrder } from './callables/rebook-order';
export { giveUpOrder } from './callables/give-up-order';
export { offerOrderForTrade } from './callables/offer-order-for-trade';
export { cancelTrade } from './callables/cancel-trade';
export { reserveTradingOrder } from './callables/reserve-trading-order';
export { transferTradingOrder } from './callables/transfer-trading-order';
// Card payments through WiPay's hosted checkout (docs/payments.md).
export { startCheckout } from './callables/start-checkout';
export { completeCheckout } from './callables/complete-checkout';
export { wipayWebhook } from './triggers/wipay-webhook';
export { reconcileCheckouts } from './triggers/reconcile-checkouts';
export { adminRefundOrder } from './callables/admin-refund-order';
export { adminListNeedsRefund } from './callables/admin-list-needs-refund';
export { adminMarkRefundHandled } from './callables/admin-mark-refund-handled';
export { deleteMyAccount } from './callables/delete-my-account';
export { adminUpdateOrderStatus } from './callables/admin-update-order-status';
export { adminDeleteOrders } from './callables/admin-delete-orders';
export { cleanupBookings } from './triggers/cleanup';
export { adminAnalytics } from './callables/admin-analytics';
export { adminDashboard } from './callables/admin-dashboard';
export { listTradingOrders } from './callables/list-trading-orders';
export { sendAppointmentReminders } from './triggers/reminders';
export { summarizeOrderDays } from './triggers/summarize-order-days';
export { renderOrderMail } from './triggers/render-order-mail';
// The visit at the bay (issue 27): the bay board, missed appointments and their excuse.
export { keepBayBoard } from './triggers/keep-bay-board';
export { markNoShows } from './triggers/mark-no-shows';
export { adminExcuseNoShow } from './callables/admin-excuse-no-show';
// The visit at the bay (issue 27): check-in and completion by bay attendants and admins.
export { checkInOrder } from './callables/check-in-order';
export { completeOrder } from './callables/complete-order';

// The waitlist of full times (issue 44): joining and leaving, the slot trigger that offers freed seats, staff's view.
export { joinWaitlist } from './callables/join-waitlist';
export { leaveWaitlist } from './callables/leave-waitlist';
export { listMyWaitlist } from './callables/list-my-waitlist';
export { adminWaitlistDay } from './callables/admin-waitlist-day';
export { offerFreedSeats } from './triggers/offer-freed-seats';
// Messages to customers on e-mail, WhatsApp and SMS through Twilio (issue 42, docs/messages.md).
export { planCustomerMessage } from './triggers/message-triggers';
export { sendDueMessages } from './triggers/message-triggers';
export { twilioStatus } from './triggers/twilio-webhooks';
export { twilioInbound } from './triggers/twilio-webhooks';
export { adminResendConfirmation } from './callables/admin-resend-confirmation';
// Issue 46: a car checked in by hand (code + first name or last 4 phone digits, or a tap on Today's list), and the
// minute in which "Washed" can be undone.
export { checkInManually } from './callables/check-in-manually';
export { undoWashed } from './callables/undo-washed';
// Wash plans in use (issue 43): the owner's plans with their pass, and a drive-in redeemed at the bay with it.
export { listMyPlans } from './callables/list-my-plans';
export { redeemPlanAtBay } from './callables/redeem-plan-at-bay';
// Wash plans' sale (issue 43, docs/plans.md): the catalogue, staff's figures, the refund and the renewal reminders.
export { listPlanTypes } from './callables/list-plan-types';
export { adminSavePlanType } from './callables/admin-save-plan-type';
export { adminPlans } from './callables/admin-plans';
export { adminRefundPlan } from './callables/admin-refund-plan';
export { sendPlanReminders } from './triggers/plan-renewal-reminders';

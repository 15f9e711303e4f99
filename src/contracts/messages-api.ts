// Callables of the messages to customers (docs/messages.md; the table: callables.ts).
import { row } from './call-table';

// ---- adminResendConfirmation ------------------------------------------------------------------------------------
// Full admins only: the order's confirmation again, by e-mail and on the customer's phone channels; audited
// ('message.resendConfirmation'); 3 per order and 20 per admin an hour.
export interface AdminResendConfirmationRequest {
  orderId: string;
}
export interface AdminResendConfirmationResponse {
  queued: boolean;
}

export const MESSAGE_CALLABLES = {
  adminResendConfirmation: row.admin<AdminResendConfirmationRequest, AdminResendConfirmationResponse>(),
};

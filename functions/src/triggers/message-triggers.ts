// Messages to customers (docs/messages.md): each queued message gets its channels once (planMessage), and its phone
// deliveries are sent when due, now or by the sweep every 5 minutes (quiet hours over, a retry's time come).
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import { deliverDueMessages, deliverMessage } from '../data/messages/message-delivery';
import { planMessage } from '../data/messages/message-planning';
import { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } from '../twilio/twilio-settings';

/** Retried on failure: a rerun finds the message planned and its deliveries claimed, so nothing goes out twice. */
export const planCustomerMessage = onDocumentCreated(
  { document: 'messages/{eventId}', retry: true, secrets: [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN] },
  async (event) => {
    const now = new Date();
    await planMessage(event.params.eventId, now);
    await deliverMessage(event.params.eventId, now);
  },
);

export const sendDueMessages = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone: BUSINESS_TIME_ZONE,
    secrets: [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN],
  },
  async () => {
    const sent = await deliverDueMessages(new Date());
    console.info('sendDueMessages', { messages: sent });
  },
);

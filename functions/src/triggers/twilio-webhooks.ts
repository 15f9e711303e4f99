// Twilio's requests to the app (docs/messages.md), each checked before anything is read or written:
//   twilioStatus   the status callback of a message we sent (StatusCallback): the delivery's state moves forward
//   twilioInbound  a customer's reply (the number's messaging webhook): WhatsApp's window, STOP / START
// X-Twilio-Signature must be Twilio's for the URL Twilio called (TWILIO_WEBHOOK_BASE + the function's name) and the
// form parameters, keyed with the auth token: else 403, nothing written. No Twilio settings (or the local
// simulator's public ones outside the emulators): 503, nothing read.
import { onRequest } from 'firebase-functions/v2/https';
import { logs } from '../logs';
import { recordDeliveryStatus, recordInboundMessage } from '../data/messages/twilio-reports';
import { INBOUND_MESSAGE, SIGNATURE } from '../twilio/messaging-contract';
import { isValidTwilioSignature } from '../twilio/twilio-signatures';
import { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, twilioSettings, webhookUrl } from '../twilio/twilio-settings';

type Handler = (params: Record<string, string>, now: Date) => Promise<unknown>;

function signedWebhook(name: 'twilioStatus' | 'twilioInbound', handle: Handler) {
  return onRequest(
    { secrets: [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN], invoker: 'public' },
    async (req, res) => {
      if (req.method !== 'POST') {
        res.status(405).send('POST only');
        return;
      }
      const settings = twilioSettings();
      if (!settings || !settings.webhookBase) {
        logs.twilioWebhookRefused(`${name}: Twilio not configured`);
        res.status(503).send('messaging not configured');
        return;
      }
      const params = Object.fromEntries(new URLSearchParams(req.rawBody?.toString('utf8') ?? ''));
      const signature = req.get(SIGNATURE.header);
      if (!isValidTwilioSignature(settings.authToken, webhookUrl(settings, name), params, signature)) {
        logs.twilioWebhookRefused(`${name}: bad signature`);
        res.status(403).send('bad signature');
        return;
      }
      if (params.AccountSid !== settings.accountSid) {
        logs.twilioWebhookRefused(`${name}: another account`);
        res.status(403).send('another account');
        return;
      }
      try {
        await handle(params, new Date());
      } catch (error) {
        logs.unexpectedError(name, error);
        res.status(500).send('try again');
        return;
      }
      res.status(200).type('text/xml').send(INBOUND_MESSAGE.emptyResponse);
    },
  );
}

export const twilioStatus = signedWebhook('twilioStatus', recordDeliveryStatus);
export const twilioInbound = signedWebhook('twilioInbound', recordInboundMessage);

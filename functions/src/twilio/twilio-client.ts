// Create a Message through Twilio's REST API, per its published contract (messaging-contract/message-resource.ts). A small fetch client
// rather than the `twilio` SDK: the app uses one request of one resource, the functions bundle stays small (the SDK
// pulls axios and a few MB of generated resources), and the base URL must be the local simulator's on the emulators;
// the signature check is six lines of node:crypto, tested against the security page's example (messaging-contract/messaging-webhooks.ts).
import { messagesPath, type MessageResource } from './messaging-contract';
import type { TwilioSettings } from './twilio-settings';

export interface OutboundMessage {
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body?: string;
  contentSid?: string;
  contentVariables?: Record<string, string>;
  statusCallback?: string;
}

export type CreateResult =
  | { ok: true; message: MessageResource }
  | { ok: false; httpStatus: number; code: number | null; message: string };

/** The form Create a Message takes (only the parameters given). */
export function createMessageForm(message: OutboundMessage): URLSearchParams {
  const form = new URLSearchParams();
  form.set('To', message.to);
  if (message.from) form.set('From', message.from);
  if (message.messagingServiceSid) form.set('MessagingServiceSid', message.messagingServiceSid);
  if (message.contentSid) {
    form.set('ContentSid', message.contentSid);
    if (message.contentVariables) form.set('ContentVariables', JSON.stringify(message.contentVariables));
  } else if (message.body !== undefined) {
    form.set('Body', message.body);
  }
  if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
  return form;
}

/** POSTs one message. Network failures answer httpStatus 0 (retried like a 5xx). */
export async function createMessage(
  settings: Pick<TwilioSettings, 'base' | 'accountSid' | 'authToken'>,
  message: OutboundMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<CreateResult> {
  const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  let response: Response;
  try {
    response = await fetchImpl(`${settings.base}${messagesPath(settings.accountSid)}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${auth}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: createMessageForm(message).toString(),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { ok: false, httpStatus: 0, code: null, message: (error as Error).message };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 201 || response.status === 200) {
    return { ok: true, message: body as unknown as MessageResource };
  }
  return {
    ok: false,
    httpStatus: response.status,
    code: typeof body.code === 'number' ? body.code : null,
    message: typeof body.message === 'string' ? body.message : response.statusText,
  };
}

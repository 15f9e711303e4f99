// What Create a Message refuses, in the order the simulator checks it (contract/messages.ts CREATE_PARAMETERS,
// contract/errors.ts REQUEST_ERRORS). Answers the refusal, or null when the request is one Twilio accepts.
import { CREATE_PARAMETERS, REQUEST_ERRORS, SID_SHAPES } from './contract';

type Refusal = { code: number; status: number; message: string };

const isAddress = (value: string) => {
  const bare = value.startsWith(CREATE_PARAMETERS.whatsappPrefix)
    ? value.slice(CREATE_PARAMETERS.whatsappPrefix.length)
    : value;
  return CREATE_PARAMETERS.e164.test(bare);
};

function contentVariablesRefusal(raw: string | undefined): Refusal | null {
  if (raw === undefined) return null;
  const refusal = { code: 21656, status: 400, message: 'The ContentVariables Parameter is invalid.' };
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return refusal;
    const entries = Object.entries(parsed);
    if (entries.length > CREATE_PARAMETERS.contentVariablesMax) return refusal;
    return entries.every(([, v]) => typeof v === 'string') ? null : refusal;
  } catch {
    return refusal;
  }
}

export function createRefusal(fields: Record<string, string>): Refusal | null {
  const { To: to, From: from, MessagingServiceSid: service, Body: body, ContentSid: content } = fields;
  if (!to) return REQUEST_ERRORS.toRequired;
  if (!from && !service) return REQUEST_ERRORS.fromRequired;
  if (service && !SID_SHAPES.messagingService.test(service)) return REQUEST_ERRORS.fromRequired;
  if (!body && !content && !fields.MediaUrl) return REQUEST_ERRORS.bodyRequired;
  if (body && [...body].length > CREATE_PARAMETERS.bodyMaxChars) return REQUEST_ERRORS.bodyTooLong;
  if (content && !SID_SHAPES.content.test(content))
    return { code: 21655, status: 400, message: 'The ContentSid is Invalid.' };
  const variables = contentVariablesRefusal(fields.ContentVariables);
  if (variables) return variables;
  if (!isAddress(to)) return REQUEST_ERRORS.invalidTo;
  // A WhatsApp sender only reaches WhatsApp addresses, and the other way round.
  if (from && to.startsWith('whatsapp:') !== from.startsWith('whatsapp:')) return REQUEST_ERRORS.invalidTo;
  if (to === from) return REQUEST_ERRORS.invalidTo;
  return null;
}

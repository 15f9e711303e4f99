// Twilio's REST routes the app uses: Create a Message (POST …/Messages.json) and Fetch a Message (GET
// …/Messages/{Sid}.json), with HTTP basic auth of the account SID and its auth token, exactly as the contract says.
import { errorBody, REQUEST_ERRORS, WHATSAPP_WINDOW, API_VERSION } from './contract';
import { readBody, send, type Route, type TwilioSimState } from './http';
import { bareNumber, MessageBook, rfc2822 } from './message-book';
import { createRefusal } from './request-rules';

const refuse = (route: Route, e: { code: number; status: number; message: string }) =>
  send(route.res, e.status, errorBody(e.code, e.status, e.message));

function authorised(sim: TwilioSimState, route: Route, pathSid: string): boolean {
  const header = route.req.headers.authorization ?? '';
  const [scheme, encoded] = header.split(' ');
  if (scheme !== 'Basic' || !encoded) return false;
  const [user, ...rest] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  return user === sim.accountSid && rest.join(':') === sim.authToken && pathSid === sim.accountSid;
}

/** Failures decided at once (HTTP 400/429), from an injection or a STOP; others come in the callbacks. */
function syncFailure(sim: TwilioSimState, to: string, from: string) {
  if (sim.book.optedOut.has(`${from}|${to}`)) return REQUEST_ERRORS.unsubscribed;
  const injected = sim.book.failures.get(bareNumber(to));
  if (injected === 21211) return REQUEST_ERRORS.invalidTo;
  if (injected === 21610) return REQUEST_ERRORS.unsubscribed;
  if (injected === 20429) return REQUEST_ERRORS.tooManyRequests;
  return null;
}

/** The code the accepted message fails with later, or null: it is delivered. */
function laterFailure(sim: TwilioSimState, fields: Record<string, string>): number | null {
  const injected = sim.book.failures.get(bareNumber(fields.To!));
  if (injected !== undefined) return injected;
  if (fields.To!.startsWith('whatsapp:') && !fields.ContentSid) {
    const last = sim.book.lastInbound.get(fields.To!);
    if (last === undefined || sim.clock() - last > WHATSAPP_WINDOW.hours * 3_600_000)
      return WHATSAPP_WINDOW.errorCode;
  }
  return null;
}

async function create(sim: TwilioSimState, route: Route): Promise<true> {
  const raw = await readBody(route.req);
  if (!(route.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded'))
    return refuse(route, REQUEST_ERRORS.bodyRequired);
  const fields = Object.fromEntries(new URLSearchParams(raw));
  const refusal = createRefusal(fields);
  if (refusal) return refuse(route, refusal);
  const from = fields.From ?? '';
  const failure = syncFailure(sim, fields.To!, from);
  if (failure) return refuse(route, failure);
  const now = rfc2822(sim.clock());
  const message = sim.book.create({
    body: fields.Body ?? '',
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from,
    messaging_service_sid: fields.MessagingServiceSid ?? null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    status: 'queued',
    to: fields.To!,
    ...(fields.ContentSid ? { content_sid: fields.ContentSid } : {}),
    ...(fields.ContentVariables ? { content_variables: fields.ContentVariables } : {}),
    ...(fields.StatusCallback ? { status_callback: fields.StatusCallback } : {}),
  });
  sim.callbacks.schedule(message, laterFailure(sim, fields));
  return send(route.res, 201, MessageBook.resource(message));
}

export async function apiRoute(sim: TwilioSimState, route: Route): Promise<boolean> {
  const { parts, method } = route;
  if (parts[0] !== API_VERSION || parts[1] !== 'Accounts' || parts[3] === undefined) return false;
  if (!parts[3].startsWith('Messages')) return false;
  if (!authorised(sim, route, parts[2]!)) return refuse(route, REQUEST_ERRORS.authenticate);
  if (parts.length === 4 && parts[3] === 'Messages.json' && method === 'POST') return create(sim, route);
  if (parts.length === 5 && parts[3] === 'Messages' && method === 'GET') {
    const message = sim.book.find(parts[4]!.replace(/\.json$/, ''));
    return message
      ? send(route.res, 200, MessageBook.resource(message))
      : refuse(route, REQUEST_ERRORS.notFound);
  }
  return refuse(route, { code: 20004, status: 405, message: 'Method not allowed' });
}

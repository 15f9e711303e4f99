// The simulator's test controls (never part of Twilio):
//   GET  /__sim/messages                  every outbound message, newest first, as Twilio's Message resource plus
//                                         content_sid / content_variables when a template was sent
//   GET  /__sim/callbacks                 every status callback attempt and the app's HTTP answer
//   POST /__sim/numbers/{to}/fail {code}  the next messages to that number fail with Twilio's code: 21211, 21610,
//                                         20429 answer at once (400/429); 30003, 30005, 30006, 30007, 63016 fail later
//                                         in the status callbacks. DELETE clears it.
//   POST /__sim/inbound {from,to,body}    a customer's reply (from 'whatsapp:+1868…' or '+1868…'), delivered signed to
//                                         the inbound webhook (TWILIO_SIM_INBOUND_URL); opens the WhatsApp window, and
//                                         an opt-out keyword blocks the pair for SMS as Twilio does (later 21610)
//   POST /__sim/reset                     forget everything
import { randomBytes } from 'node:crypto';
import { OPT_OUT } from './contract';
import { postSigned } from './callbacks';
import { readBody, send, type Route, type TwilioSimState } from './http';

async function jsonBody(route: Route): Promise<Record<string, unknown>> {
  const raw = await readBody(route.req);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

async function inbound(sim: TwilioSimState, route: Route): Promise<true> {
  const body = await jsonBody(route);
  const from = String(body.from ?? '');
  const to = String(body.to ?? '');
  const text = String(body.body ?? '');
  if (!from || !to) return send(route.res, 400, { message: 'from and to are required' });
  const sid = `SM${randomBytes(16).toString('hex')}`;
  const params: Record<string, string> = {
    AccountSid: sim.accountSid,
    ApiVersion: '2010-04-01',
    Body: text,
    From: from,
    MessageSid: sid,
    NumMedia: '0',
    NumSegments: '1',
    SmsMessageSid: sid,
    SmsSid: sid,
    SmsStatus: 'received',
    To: to,
    ...(from.startsWith('whatsapp:')
      ? { ProfileName: 'Customer', WaId: from.replace(/^whatsapp:\+/, '') }
      : {}),
  };
  if (from.startsWith('whatsapp:')) sim.book.lastInbound.set(from, sim.clock());
  const keyword = text.trim().toUpperCase();
  if ((OPT_OUT.optOut as readonly string[]).includes(keyword) && !from.startsWith('whatsapp:'))
    sim.book.optedOut.add(`${to}|${from}`);
  if ((OPT_OUT.optIn as readonly string[]).includes(keyword)) sim.book.optedOut.delete(`${to}|${from}`);
  const status = sim.inboundUrl ? await postSigned(sim.inboundUrl, params, sim.authToken) : null;
  return send(route.res, 200, { delivered: status, sid, params });
}

export async function simRoute(sim: TwilioSimState, route: Route): Promise<boolean> {
  const { parts, method, res } = route;
  if (parts[0] !== '__sim') return false;
  if (parts[1] === 'messages' && method === 'GET') return send(res, 200, { messages: sim.book.messages });
  if (parts[1] === 'callbacks' && method === 'GET') return send(res, 200, { callbacks: sim.callbacks.log });
  if (parts[1] === 'numbers' && parts[2] && parts[3] === 'fail') {
    const number = parts[2].replace(/^whatsapp:/, '');
    if (method === 'DELETE') {
      sim.book.failures.delete(number);
      return send(res, 200, { number, code: null });
    }
    const code = Number((await jsonBody(route)).code);
    if (!Number.isInteger(code)) return send(res, 400, { message: 'code must be a Twilio error code' });
    sim.book.failures.set(number, code);
    return send(res, 200, { number, code });
  }
  if (parts[1] === 'inbound' && method === 'POST') return inbound(sim, route);
  if (parts[1] === 'reset' && method === 'POST') {
    sim.book.reset();
    return send(res, 200, { ok: true });
  }
  return send(res, 404, { message: 'Not Found' });
}

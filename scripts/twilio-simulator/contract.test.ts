// The Twilio simulator and the functions' client, held against Twilio's published contract
// (functions/src/twilio/messaging-contract): the answer's keys, the refusals and their codes, the signed status callbacks and
// inbound messages. If the simulator drifts from the pages, this fails; if the fixtures change, this fails too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMessage } from '../../functions/src/twilio/twilio-client';
import { isValidTwilioSignature } from '../../functions/src/twilio/twilio-signatures';
import {
  MESSAGE_RESOURCE_EXAMPLE,
  messagesPath,
  REQUEST_ERRORS,
  SIGNATURE,
  SIMULATOR_ACCOUNT_SID as SID,
  SIMULATOR_AUTH_TOKEN as TOKEN,
  STATUS_CALLBACK,
  twilioSignature,
} from './contract';
import { startTwilioSimulator, type TwilioSimulator } from './server';

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function simulator(inboundUrl?: string): Promise<TwilioSimulator> {
  const sim = await startTwilioSimulator({
    accountSid: SID,
    authToken: TOKEN,
    callbackDelayMs: 20,
    inboundUrl,
  });
  running.push(sim);
  return sim;
}

/** A receiver of signed POSTs: every request's URL, form and signature. */
async function receiver() {
  const got: { url: string; params: Record<string, string>; signature: string | undefined }[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      got.push({
        url: `${base}${req.url}`,
        params: Object.fromEntries(new URLSearchParams(raw)),
        signature: req.headers['x-twilio-signature'] as string | undefined,
      });
      res.end('<Response/>');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.push({ close: () => new Promise<void>((r) => server.close(() => r())) });
  return { base, got };
}

async function post(
  sim: TwilioSimulator,
  fields: Record<string, string>,
  auth = `${SID}:${TOKEN}`,
  sid = SID,
) {
  const res = await fetch(`${sim.url}${messagesPath(sid)}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const SMS = { To: '+18682223333', From: '+18685550100', Body: 'Touch-Free Car Wash: booked' };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe('the signature (security page)', () => {
  it("reproduces the page's example", () => {
    const { url, params, authToken, signature } = SIGNATURE.vector;
    expect(twilioSignature(authToken, url, params)).toBe(signature);
    expect(isValidTwilioSignature(authToken, url, params, signature)).toBe(true);
    expect(isValidTwilioSignature(authToken, url, { ...params, Digits: '1235' }, signature)).toBe(false);
    expect(isValidTwilioSignature('other', url, params, signature)).toBe(false);
  });
});

describe('Create a Message (message-resource page)', () => {
  it("answers 201 with the Message resource's keys, status queued", async () => {
    const sim = await simulator();
    const { status, body } = await post(sim, SMS);
    expect(status).toBe(MESSAGE_RESOURCE_EXAMPLE.httpStatus);
    expect(Object.keys(body).sort()).toEqual(Object.keys(MESSAGE_RESOURCE_EXAMPLE.body).sort());
    expect(body).toMatchObject({
      status: 'queued',
      to: SMS.To,
      from: SMS.From,
      body: SMS.Body,
      account_sid: SID,
    });
    expect(body.sid).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it.each([
    ['no To', { ...SMS, To: '' }, REQUEST_ERRORS.toRequired],
    ['no From nor MessagingServiceSid', { To: SMS.To, Body: 'x' }, REQUEST_ERRORS.fromRequired],
    ['no Body nor ContentSid', { To: SMS.To, From: SMS.From }, REQUEST_ERRORS.bodyRequired],
    ['a body of 1601 characters', { ...SMS, Body: 'a'.repeat(1601) }, REQUEST_ERRORS.bodyTooLong],
    ['a To outside E.164', { ...SMS, To: '868-222-3333' }, REQUEST_ERRORS.invalidTo],
    [
      'a WhatsApp sender to an SMS number',
      { ...SMS, From: 'whatsapp:+18685550100' },
      REQUEST_ERRORS.invalidTo,
    ],
  ])('refuses %s with the documented code', async (_name, fields, expected) => {
    const sim = await simulator();
    const { status, body } = await post(sim, fields as Record<string, string>);
    expect(status).toBe(expected.status);
    expect(body).toEqual({
      code: expected.code,
      message: expected.message,
      more_info: `https://www.twilio.com/docs/errors/${expected.code}`,
      status: expected.status,
    });
  });

  it('refuses a wrong token, and an account SID in the path that is not the caller', async () => {
    const sim = await simulator();
    expect((await post(sim, SMS, `${SID}:wrong`)).body.code).toBe(REQUEST_ERRORS.authenticate.code);
    const other = `AC${'1'.repeat(32)}`;
    expect((await post(sim, SMS, `${SID}:${TOKEN}`, other)).status).toBe(401);
    expect(sim.book.messages).toHaveLength(0);
  });

  it('sends a template with ContentSid and ContentVariables, shown by GET /__sim/messages newest first', async () => {
    const sim = await simulator();
    await post(sim, SMS);
    const template = {
      To: 'whatsapp:+18682223333',
      From: 'whatsapp:+18685550100',
      ContentSid: `HX${'a'.repeat(32)}`,
      ContentVariables: JSON.stringify({ 1: 'Dec 1', 2: '7:10 AM' }),
    };
    expect((await post(sim, template)).status).toBe(201);
    const listed = (await (await fetch(`${sim.url}/__sim/messages`)).json()) as {
      messages: Record<string, unknown>[];
    };
    expect(listed.messages[0]).toMatchObject({ content_sid: template.ContentSid, to: template.To });
    expect(listed.messages[1]).toMatchObject({ body: SMS.Body });
    expect((await post(sim, { ...template, ContentVariables: '[1]' })).status).toBe(400);
  });
});

describe('status callbacks (outbound-message-status page)', () => {
  it('posts sent then delivered to StatusCallback, signed over its URL and the parameters', async () => {
    const app = await receiver();
    const sim = await simulator();
    const url = `${app.base}/twilioStatus`;
    const { body } = await post(sim, { ...SMS, StatusCallback: url });
    await until(() => app.got.length >= 2);
    expect(app.got.map((g) => g.params.MessageStatus)).toEqual(STATUS_CALLBACK.progression.ok);
    for (const call of app.got) {
      expect(Object.keys(call.params)).toEqual(expect.arrayContaining([...STATUS_CALLBACK.parameters]));
      expect(call.params.MessageSid).toBe(body.sid);
      expect(isValidTwilioSignature(TOKEN, url, call.params, call.signature)).toBe(true);
    }
  });

  it('an injected 30003 ends undelivered with ErrorCode; 21610 and 20429 are refused at once', async () => {
    const app = await receiver();
    const sim = await simulator();
    await fetch(`${sim.url}/__sim/numbers/${encodeURIComponent(SMS.To)}/fail`, {
      method: 'POST',
      body: JSON.stringify({ code: 30003 }),
    });
    await post(sim, { ...SMS, StatusCallback: `${app.base}/s` });
    await until(() => app.got.length >= 2);
    expect(app.got[1]!.params).toMatchObject({ MessageStatus: 'undelivered', ErrorCode: '30003' });
    for (const [code, status] of [
      [21610, 400],
      [20429, 429],
    ] as const) {
      await fetch(`${sim.url}/__sim/numbers/${encodeURIComponent(SMS.To)}/fail`, {
        method: 'POST',
        body: JSON.stringify({ code }),
      });
      const answer = await post(sim, SMS);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
  });

  it('a free-form WhatsApp message outside the 24-hour window fails with 63016; inside it is delivered', async () => {
    const app = await receiver();
    const sim = await simulator();
    const wa = {
      To: 'whatsapp:+18682223333',
      From: 'whatsapp:+18685550100',
      Body: 'hi',
      StatusCallback: `${app.base}/s`,
    };
    await post(sim, wa);
    await until(() => app.got.length >= 1);
    expect(app.got[0]!.params).toMatchObject({ MessageStatus: 'failed', ErrorCode: '63016' });
    await fetch(`${sim.url}/__sim/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: wa.To, to: wa.From, body: 'hello' }),
    });
    await post(sim, wa);
    await until(() => app.got.length >= 3);
    expect(app.got.slice(1).map((g) => g.params.MessageStatus)).toEqual(['sent', 'delivered']);
  });
});

describe('inbound messages and the client', () => {
  it('delivers a reply signed to the inbound webhook; STOP on SMS blocks later sends with 21610', async () => {
    const app = await receiver();
    const sim = await simulator(`${app.base}/twilioInbound`);
    await fetch(`${sim.url}/__sim/inbound`, {
      method: 'POST',
      body: JSON.stringify({ from: SMS.To, to: SMS.From, body: 'STOP' }),
    });
    expect(app.got[0]!.params).toMatchObject({ From: SMS.To, To: SMS.From, Body: 'STOP' });
    expect(
      isValidTwilioSignature(TOKEN, `${app.base}/twilioInbound`, app.got[0]!.params, app.got[0]!.signature),
    ).toBe(true);
    expect((await post(sim, SMS)).body.code).toBe(REQUEST_ERRORS.unsubscribed.code);
  });

  it("the functions' client sends what the simulator accepts and reads its refusals", async () => {
    const sim = await simulator();
    const settings = { base: sim.url, accountSid: SID, authToken: TOKEN };
    const ok = await createMessage(settings, { to: SMS.To, from: SMS.From, body: 'hi' });
    expect(ok.ok && ok.message.status).toBe('queued');
    const refused = await createMessage(settings, { to: '12', from: SMS.From, body: 'hi' });
    expect(refused).toMatchObject({ ok: false, httpStatus: 400, code: 21211 });
  });
});

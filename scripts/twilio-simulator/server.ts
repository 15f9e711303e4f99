// A local stand-in for Twilio's Programmable Messaging API, for `npm start` and every test tier (never deployed),
// serving exactly the contract transcribed in functions/src/twilio/messaging-contract (convention 12):
//   POST /2010-04-01/Accounts/{AccountSid}/Messages.json        Create a Message (routes-api.ts)
//   GET  /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json  Fetch a Message
//   then status callbacks, signed (callbacks.ts); /__sim/… test controls (routes-sim.ts)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallbackSender } from './callbacks';
import { send, type Route, type TwilioSimState } from './http';
import { MessageBook } from './message-book';
import { apiRoute } from './routes-api';
import { simRoute } from './routes-sim';

export interface TwilioSimulatorOptions {
  host?: string;
  port?: number;
  accountSid: string;
  authToken: string;
  /** The app's inbound-message webhook (none: /__sim/inbound only records). */
  inboundUrl?: string;
  callbackDelayMs?: number;
  clock?: () => number;
}

export interface TwilioSimulator {
  url: string;
  book: MessageBook;
  callbacks: CallbackSender;
  server: Server;
  close(): Promise<void>;
}

async function handle(sim: TwilioSimState, route: Route): Promise<void> {
  if (await apiRoute(sim, route)) return;
  if (await simRoute(sim, route)) return;
  send(route.res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
}

export async function startTwilioSimulator(options: TwilioSimulatorOptions): Promise<TwilioSimulator> {
  const sim: TwilioSimState = {
    accountSid: options.accountSid,
    authToken: options.authToken,
    book: new MessageBook(options.accountSid),
    callbacks: new CallbackSender(options.authToken, options.callbackDelayMs ?? 200),
    inboundUrl: options.inboundUrl,
    clock: options.clock ?? Date.now,
  };
  const host = options.host ?? '127.0.0.1';
  let base = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    handle(sim, { req, res, url, parts, method: req.method ?? 'GET' }).catch((error: unknown) => {
      if (!res.headersSent)
        send(res, 400, { message: error instanceof Error ? error.message : 'bad request' });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    book: sim.book,
    callbacks: sim.callbacks,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        sim.callbacks.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

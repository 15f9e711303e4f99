// The Twilio simulator's HTTP plumbing: its state shared by the routes, one request as they read it, the writers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallbackSender } from './callbacks';
import type { MessageBook } from './message-book';

export interface TwilioSimState {
  accountSid: string;
  authToken: string;
  book: MessageBook;
  callbacks: CallbackSender;
  inboundUrl: string | undefined;
  clock: () => number;
}

export interface Route {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  parts: string[];
  method: string;
}

const MAX_BODY = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const send = (res: ServerResponse, status: number, body: unknown): true => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
};

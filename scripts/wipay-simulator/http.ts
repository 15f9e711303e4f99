// The simulator's HTTP plumbing: its state shared by the routes, one request as they read it, and the writers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TransactionBook } from './transactions';
import type { WebhookSender } from './webhooks';

/** One running simulator's state, shared by its routes. */
export interface SimState {
  clock: () => number;
  book: TransactionBook;
  webhooks: WebhookSender;
  refundDelayMs: number;
  /** Every refund request WiPay accepted (201), by transaction id, in order (GET /__sim/refunds). */
  refundRequests: string[];
  /** The server's own address, known once it listens. */
  base: string;
}

/** One request, as the routes read it. */
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

/** A form-encoded or JSON body as text fields. */
export function parseFields(req: IncomingMessage, raw: string): Record<string, string> {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(raw || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v ?? '')]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Every writer answers true: the request was handled (the routes answer false when it is not theirs). */
export const send = (res: ServerResponse, status: number, body: unknown): true => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
};
export const html = (res: ServerResponse, status: number, body: string): true => {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src *",
  });
  res.end(body);
  return true;
};
export const redirect = (res: ServerResponse, location: string): true => {
  res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
  return true;
};

// The local services (scheduler control on 4531, outbox on 4530) listen on 127.0.0.1 only, but a web page the owner
// opens elsewhere can still reach them through the browser: a cross-origin POST needs no preflight (CSRF: start the
// jobs at 600x during a test run), and a DNS-rebinding name pointed at 127.0.0.1 reads the answers (the outbox's
// e-mails). So a request is served only when its Host is the loopback address itself and (scheduler control) any
// Origin it carries is a loopback origin: node's own fetch (the test tiers) and the owner's browser pass.
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * True when the request names a loopback Host and, when `checkOrigin` (the endpoints that act: POST), no other
 * site's Origin. A read-only page checks the Host only: Chromium sends `Origin: null` for the images of the
 * outbox's sandboxed e-mail frames, and a cross-site GET cannot read the answer anyway (no CORS headers).
 */
export function isLoopbackRequest(req: Pick<IncomingMessage, 'headers'>, checkOrigin = true): boolean {
  const host = req.headers.host ?? '';
  const origin = req.headers.origin;
  const originOk = !checkOrigin || origin === undefined || LOOPBACK_ORIGIN.test(origin);
  return LOOPBACK_HOST.test(host) && originOk;
}

/** Answers 403 and returns true when the request is not a loopback one (the caller stops there). */
export function refusedUnlessLoopback(
  req: IncomingMessage,
  res: ServerResponse,
  checkOrigin = true,
): boolean {
  if (isLoopbackRequest(req, checkOrigin)) return false;
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Only for this machine: open it at http://127.0.0.1.');
  return true;
}

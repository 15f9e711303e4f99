// The status callbacks Twilio sends after a message was accepted (contract/webhooks.ts STATUS_CALLBACK): POST
// application/x-www-form-urlencoded to the message's StatusCallback, signed with X-Twilio-Signature over that URL and
// the parameters. queued → sent → delivered, or → failed / undelivered with ErrorCode. One attempt each (the pages
// name no retry policy for messaging callbacks); each outcome is kept for GET /__sim/callbacks.
import { DELIVERY_ERRORS, SIGNATURE, twilioSignature, type MessageStatus } from './contract';
import { bareNumber, rfc2822, type SimMessage } from './message-book';

export interface CallbackAttempt {
  sid: string;
  status: MessageStatus;
  url: string;
  httpStatus: number | null;
}

export class CallbackSender {
  readonly log: CallbackAttempt[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly authToken: string,
    private readonly delayMs: number,
  ) {}

  /** Walks `message` to its outcome: failure code (or none) decides delivered, failed or undelivered. */
  schedule(message: SimMessage, errorCode: number | null): void {
    const final: MessageStatus =
      errorCode === null
        ? 'delivered'
        : ((DELIVERY_ERRORS as Record<number, { status: MessageStatus }>)[errorCode]?.status ??
          'undelivered');
    const steps: MessageStatus[] = final === 'failed' ? ['failed'] : ['sent', final];
    steps.forEach((status, i) => {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          void this.advance(message, status, status === final ? errorCode : null);
        },
        this.delayMs * (i + 1),
      );
      timer.unref();
      this.timers.add(timer);
    });
  }

  private async advance(message: SimMessage, status: MessageStatus, errorCode: number | null): Promise<void> {
    message.status = status;
    message.date_updated = rfc2822(Date.now());
    if (status === 'sent') message.date_sent = message.date_updated;
    if (errorCode !== null) {
      message.error_code = errorCode;
      message.error_message =
        (DELIVERY_ERRORS as Record<number, { message: string }>)[errorCode]?.message ?? 'Unknown error';
    }
    const url = message.status_callback;
    if (!url) return;
    const params: Record<string, string> = {
      AccountSid: message.account_sid,
      ApiVersion: message.api_version,
      From: message.from,
      MessageSid: message.sid,
      MessageStatus: status,
      SmsSid: message.sid,
      SmsStatus: status,
      To: message.to,
      ...(errorCode !== null ? { ErrorCode: String(errorCode) } : {}),
    };
    const attempt: CallbackAttempt = { sid: message.sid, status, url, httpStatus: null };
    this.log.push(attempt);
    attempt.httpStatus = await postSigned(url, params, this.authToken);
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/** POSTs form `params` to `url` signed as Twilio signs; answers the HTTP status (null: no answer). */
export async function postSigned(
  url: string,
  params: Record<string, string>,
  authToken: string,
): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        [SIGNATURE.header]: twilioSignature(authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    await response.text();
    return response.status;
  } catch {
    return null;
  }
}

export { bareNumber };

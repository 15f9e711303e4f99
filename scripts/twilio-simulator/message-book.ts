// The simulator's messages and numbers: what was created (newest first for GET /__sim/messages), the failures a test
// injected per number, the numbers that replied STOP, and each WhatsApp number's last inbound time (the 24-hour window).
import { randomBytes } from 'node:crypto';
import { API_VERSION, messagePath, type MessageStatus } from './contract';

export interface SimMessage {
  sid: string;
  account_sid: string;
  api_version: string;
  body: string;
  date_created: string;
  date_sent: string | null;
  date_updated: string;
  direction: 'outbound-api' | 'inbound';
  error_code: number | null;
  error_message: string | null;
  from: string;
  messaging_service_sid: string | null;
  num_media: string;
  num_segments: string;
  price: string | null;
  price_unit: string;
  status: MessageStatus;
  subresource_uris: { media: string };
  to: string;
  uri: string;
  /** Only when a template was sent (not part of Twilio's answer; GET /__sim/messages shows it). */
  content_sid?: string;
  content_variables?: string;
  status_callback?: string;
}

/** RFC 2822 in GMT, as Twilio prints dates: 'Thu, 24 Aug 2023 05:01:45 +0000'. */
export const rfc2822 = (ms: number) => new Date(ms).toUTCString().replace('GMT', '+0000');

/** The plain number of an address: 'whatsapp:+1868…' → '+1868…'. */
export const bareNumber = (address: string) => address.replace(/^whatsapp:/, '');

export class MessageBook {
  readonly messages: SimMessage[] = [];
  /** Injected failures by number (bare E.164): the Twilio error code the next sends to it meet. */
  readonly failures = new Map<string, number>();
  /** Address pairs blocked by STOP ('from|to' as Twilio keys it). */
  readonly optedOut = new Set<string>();
  /** Last inbound message per WhatsApp address, ms. */
  readonly lastInbound = new Map<string, number>();

  constructor(private readonly accountSid: string) {}

  create(
    fields: Omit<SimMessage, 'sid' | 'account_sid' | 'api_version' | 'uri' | 'subresource_uris'>,
  ): SimMessage {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const uri = messagePath(this.accountSid, sid);
    const message: SimMessage = {
      sid,
      account_sid: this.accountSid,
      api_version: API_VERSION,
      ...fields,
      uri,
      subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
    };
    this.messages.unshift(message);
    return message;
  }

  find(sid: string): SimMessage | undefined {
    return this.messages.find((m) => m.sid === sid);
  }

  /** The message as Twilio answers it (without the simulator's own template and callback fields). */
  static resource(
    message: SimMessage,
  ): Omit<SimMessage, 'content_sid' | 'content_variables' | 'status_callback'> {
    const { content_sid: _c, content_variables: _v, status_callback: _s, ...resource } = message;
    return resource;
  }

  reset(): void {
    this.messages.length = 0;
    this.failures.clear();
    this.optedOut.clear();
    this.lastInbound.clear();
  }
}

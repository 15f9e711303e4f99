// What one phone delivery sends through Twilio: SMS, one GSM-7 segment of text; WhatsApp, the same text inside the
// customer's 24-hour window, else the approved template (ContentSid and ContentVariables) for the kind. Pure but for
// the settings it is given.
import type { MessageKind, PhoneChannel } from '../../../../src/domain/message-channels';
import { whatsappNeedsTemplate } from '../../../../src/domain/message-channels';
import { phoneText, whatsappTemplate, type MessageFacts } from '../../../../src/domain/message-text';
import type { OutboundMessage } from '../../twilio/twilio-client';
import { webhookUrl, type TwilioSettings } from '../../twilio/twilio-settings';

export type Outbound =
  { message: OutboundMessage; template: string | null } | { refused: 'no-sender' | 'no-template' };

export function composeOutbound(
  input: {
    channel: PhoneChannel;
    to: string;
    kind: MessageKind;
    facts: MessageFacts;
    link: string;
    lastInboundAt: Date | null;
    now: Date;
  },
  settings: TwilioSettings,
): Outbound {
  const { channel, to, kind, facts, link } = input;
  const statusCallback = settings.webhookBase ? webhookUrl(settings, 'twilioStatus') : undefined;
  if (channel === 'sms') {
    if (!settings.smsFrom && !settings.messagingServiceSid) return { refused: 'no-sender' };
    const sender = settings.smsFrom
      ? { from: settings.smsFrom }
      : { messagingServiceSid: settings.messagingServiceSid };
    return { message: { to, ...sender, body: phoneText(kind, facts, link), statusCallback }, template: null };
  }
  if (!settings.whatsappFrom) return { refused: 'no-sender' };
  if (!whatsappNeedsTemplate(input.lastInboundAt, input.now)) {
    const body = phoneText(kind, facts, link);
    return { message: { to, from: settings.whatsappFrom, body, statusCallback }, template: null };
  }
  const { key, variables } = whatsappTemplate(kind, facts);
  const contentSid = settings.templates[key];
  if (!contentSid) return { refused: 'no-template' };
  return {
    message: { to, from: settings.whatsappFrom, contentSid, contentVariables: variables, statusCallback },
    template: key,
  };
}

import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { SendContactEmailRequest, SendContactEmailResponse } from '../../../src/contracts/account-api';
import { MESSAGES } from '../../../src/domain/messages';
import { CONFIG } from '../config';
import { PUBLIC_CALL } from '../http/call-options';
import { callerKey } from '../keys/caller-address';
import { anyone } from '../http/guards';
import { hashKey } from '../keys/hash-key';
import { callable, hourly } from '../http/pipeline';
import * as store from '../data/people/contact-messages';
import { logs } from '../logs';
import { email } from '../http/fields';

export const sendContactEmailSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email,
  subject: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => (s ? s : MESSAGES.contact.defaultSubject)),
  message: z.string().trim().min(1).max(5000),
}) satisfies z.ZodType<SendContactEmailRequest>;
/**
 * Stores a contact-form message and queues its email (Trigger Email `mail` format) in one batch, so a message is
 * never lost when sending fails. Open to visitors; at most CONFIG.contactMessagesPerHour per sender email and per
 * IP (resource-exhausted beyond).
 */
export const sendContactEmail = onCall(
  PUBLIC_CALL,
  callable('sendContactEmail', {
    schema: sendContactEmailSchema,
    guard: anyone,
    limits: {
      budgets: ({ input, request }) => [
        hourly('email', hashKey('contact-email', input.email), CONFIG.contactMessagesPerHour),
        hourly('ip', callerKey('contact-ip', request), CONFIG.contactMessagesPerHour),
      ],
      refusal: 'too-many-messages',
      onRefused: (name) => logs.contactRateLimited(name === 'email' ? 'email' : 'ip'),
    },
    handler: async ({ input, caller }): Promise<SendContactEmailResponse> => {
      const { messageId, mailId } = await store.queueContactMessage(input, caller?.uid ?? null);
      logs.contactMessageQueued(messageId, mailId);
      return { success: true, message: MESSAGES.contact.sent };
    },
  }),
);

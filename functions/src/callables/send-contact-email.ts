import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { SendContactEmailRequest, SendContactEmailResponse } from '../../../src/contracts/account-api';
import { MESSAGES } from '../../../src/domain/messages';
import { COLLECTIONS } from '../../../src/contracts/documents';
import { CONFIG } from '../config';
import { PUBLIC_CALL } from '../http/call-options';
import { callerKey } from '../http/caller-address';
import { anyone, hashKey } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { db } from '../data/admin-sdk';
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
type ContactMessage = z.output<typeof sendContactEmailSchema>;

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The Trigger Email `mail` document of one message. */
const mailOf = (input: ContactMessage) => ({
  to: CONFIG.contactInbox,
  replyTo: input.email,
  message: {
    subject: `[Contact] ${input.subject}`,
    text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
    html: `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p><p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>`,
  },
  createdAt: FieldValue.serverTimestamp(),
});

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
      const messageRef = db.collection(COLLECTIONS.contactMessages).doc();
      const mailRef = db.collection(COLLECTIONS.mail).doc();
      const { name, email, subject, message } = input;
      const batch = db.batch();
      batch.create(messageRef, {
        name,
        email,
        subject,
        message,
        uid: caller?.uid ?? null,
        mailId: mailRef.id,
        createdAt: FieldValue.serverTimestamp(),
      });
      batch.create(mailRef, mailOf(input));
      await batch.commit();
      logs.contactMessageQueued(messageRef.id, mailRef.id);
      return { success: true, message: MESSAGES.contact.sent };
    },
  }),
);

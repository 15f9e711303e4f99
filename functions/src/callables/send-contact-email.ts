import { PUBLIC_CALL } from '../http/call-options';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { MESSAGES } from '../../../src/domain/messages';
import { COLLECTIONS } from '../../../src/contracts/types';
import { CONFIG } from '../config';
import { db } from '../data/admin';
import { commitRateLimit, readRateLimit } from '../data/rate-limit';
import { callerKey } from '../http/caller-address';
import { hashKey, parseInput } from '../http/guards';
import { logs } from '../logs';
import type { SendContactEmailResponse } from '../../../src/contracts/account-api';

export const sendContactEmailSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(254),
  subject: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => (s ? s : MESSAGES.contact.defaultSubject)),
  message: z.string().trim().min(1).max(5000),
});
export type SendContactEmailRequest = z.input<typeof sendContactEmailSchema>;

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Stores a contact-form message and queues its email (Trigger Email `mail` format) in one transaction, so a
 * message is never lost when sending fails. Open to visitors; at most CONFIG.contactMessagesPerHour per sender
 * email and per IP (resource-exhausted beyond).
 */
export const sendContactEmail = onCall<SendContactEmailRequest>(
  PUBLIC_CALL,
  async (request): Promise<SendContactEmailResponse> => {
    const input = parseInput(sendContactEmailSchema, request.data);
    const now = new Date();
    const limit = CONFIG.contactMessagesPerHour;
    const messageRef = db.collection(COLLECTIONS.contactMessages).doc();
    const mailRef = db.collection(COLLECTIONS.mail).doc();

    await db.runTransaction(async (tx) => {
      const byEmail = await readRateLimit(
        tx,
        hashKey('contact-email', input.email),
        limit,
        CONFIG.hourMs,
        now,
      );
      const byIp = await readRateLimit(tx, callerKey('contact-ip', request), limit, CONFIG.hourMs, now);
      if (!byEmail.allowed || !byIp.allowed) {
        logs.contactRateLimited(byEmail.allowed ? 'ip' : 'email');
        throw new HttpsError('resource-exhausted', 'Too many messages. Please try again later.');
      }
      commitRateLimit(tx, byEmail);
      commitRateLimit(tx, byIp);
      tx.create(messageRef, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        uid: request.auth?.uid ?? null,
        mailId: mailRef.id,
        createdAt: FieldValue.serverTimestamp(),
      });
      const text = `From: ${input.name} <${input.email}>\n\n${input.message}`;
      tx.create(mailRef, {
        to: CONFIG.contactInbox,
        replyTo: input.email,
        message: {
          subject: `[Contact] ${input.subject}`,
          text,
          html: `<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;</p><p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>`,
        },
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    logs.contactMessageQueued(messageRef.id, mailRef.id);
    return { success: true, message: MESSAGES.contact.sent };
  },
);

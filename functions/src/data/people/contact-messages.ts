// The contact form's message and its e-mail (sendContactEmail): one batch, so a message is never lost when sending
// fails.
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { CONFIG } from '../../config';
import { db } from '../admin-sdk';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

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

/** Stores the message (with the sender's uid when signed in) and queues its e-mail in one batch. */
export async function queueContactMessage(
  input: ContactMessage,
  uid: string | null,
): Promise<{ messageId: string; mailId: string }> {
  const messageRef = db.collection(COLLECTIONS.contactMessages).doc();
  const mailRef = db.collection(COLLECTIONS.mail).doc();
  const { name, email, subject, message } = input;
  const batch = db.batch();
  batch.create(messageRef, {
    name,
    email,
    subject,
    message,
    uid,
    mailId: mailRef.id,
    createdAt: FieldValue.serverTimestamp(),
  });
  batch.create(mailRef, mailOf(input));
  await batch.commit();
  return { messageId: messageRef.id, mailId: mailRef.id };
}

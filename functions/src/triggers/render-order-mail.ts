import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { renderMailJob } from '../data/mail/order-mail-jobs';

/**
 * Each e-mail job queued by a change of an order (data/mail/order-mail-jobs.ts) is rendered (QR code, calendar file) and
 * queued for the Trigger Email extension as `mail/{jobId}`. Retried on failure; a retry or a duplicate delivery
 * finds the job done and queues nothing, so each order change sends its e-mail exactly once.
 */
export const renderOrderMail = onDocumentCreated(
  { document: 'mailJobs/{jobId}', retry: true },
  async (event) => {
    await renderMailJob(event.params.jobId);
  },
);

// messages/: what the product says to a customer, on the channels they chose (docs/messages.md).
//   - a message is queued as its language-free fact by the transaction that produces the event (../message-queue.ts:
//     an order's mail job, the hour reminder, a no-show, a refund; the day-before reminder: day-before-reminders.ts);
//   - its channels are chosen once, after the change committed (message-planning.ts: consent, quiet hours, the
//     number's state; the facts from message-facts.ts), e-mails without a renderer of their own written as `mail`
//     documents there (message-mail.ts);
//   - each phone delivery is claimed before it is sent, so never twice, sent through Twilio (message-delivery.ts;
//     what is sent: twilio-outbound.ts), retried with backoff and counted with its cost (message-stats.ts);
//   - Twilio's status callbacks and the customer's replies, STOP included (twilio-reports.ts);
//   - the admin's resend of a confirmation (resend-confirmation.ts).
// It stands on the core of data/ and on mail/ (the links the texts carry); no room imports it.
export {};

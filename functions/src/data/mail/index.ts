// mail/: the e-mails the functions write, as `mail` documents in the Trigger Email extension's format.
//   - an order's e-mail, rendered after its change committed (order-mail-jobs.ts) from the job the change queued in
//     the core (../order-mail-queue.ts): texts (order-mail-text.ts), calendar file and QR code (qr-png.ts), put together
//     by order-mail.ts;
//   - the reminders of the coming hour (due-reminders.ts) and the missed appointment's text (no-show-mail-text.ts);
//   - the e-mails of a traded order, held while it keeps changing hands and sent once it stays put (trade-mail.ts,
//     the plan in trade-mail-plan-rules.ts);
//   - the links and the organizer every e-mail names (mail-settings.ts).
// It stands on the core of data/ alone. What orders/ may use of it is exported here, and only here.
export { appOrigin, manageOrdersUrl } from './mail-settings';
export { businessInstant, noShowMailText } from './no-show-mail-text';
export { queueTradeMail, readHeldTradeMail } from './trade-mail';

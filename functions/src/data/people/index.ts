// people/: the customer as a person rather than a booking.
//   - sign-in protection: failed sign-ins and the locks they earn (login-attempts.ts, failed-logins.ts,
//     login-locks.ts, checked by password-check.ts), and whether an e-mail has an account (registered-emails.ts);
//   - blocks from free or special appointments (block-user.ts, unblock-user.ts, eligibility-check.ts; each cause of a
//     block with its own end: block-records.ts), the identity
//     a block outlives its account by (block-identity.ts), and staff accounts, which are never blocked
//     (staff-accounts.ts);
//   - verified phone numbers and their cooldown (phone-claims.ts, verified-phone.ts);
//   - the contact form's messages (contact-messages.ts) and account deletion (account-deletion.ts, what it may erase of
//     the mail: contact-erasure.ts).
// It stands on slots/ (a deleted account's seats are freed). What orders/ may use of it is exported here, and only
// here.
export { currentPhoneHash } from './block-identity';
export { readBlockCauses, writeBlockCauses } from './block-records';
export { blockRef } from './eligibility-check';

import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import { listMyWaitlist as list } from '../data/waitlist/waitlist-views';
import { emptyRequest } from '../http/fields';

/** The caller's waitlist entries with their place in line and their open offer (the account page). */
export const listMyWaitlist = onCall(
  APP_CALL,
  callable('listMyWaitlist', {
    schema: emptyRequest,
    guard: signedIn(),
    handler: ({ caller }) => list(caller.uid),
  }),
);

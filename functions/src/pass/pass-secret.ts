// The key the order passes are signed with: a Functions secret, bound only to the functions that sign or verify a
// pass (PASS_CALL in http/call-options.ts). Its value is 32 random bytes in base64url (43 characters), the seed of
// an Ed25519 key; on the emulators scripts/emulator-env.mjs writes one into functions/.secret.local (git-ignored),
// which the Functions emulator reads. The value is never logged.
import { defineSecret } from 'firebase-functions/params';

export const PASS_SIGNING_KEY = defineSecret('PASS_SIGNING_KEY');

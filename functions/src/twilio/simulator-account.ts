// The local Twilio simulator's account (scripts/twilio-simulator; scripts/emulator-env.mjs writes it into
// functions/.secret.local). Public, so twilio-settings.ts refuses it outside the emulators.
export const SIMULATOR_ACCOUNT_SID = 'AC00000000000000000000000000000000';
export const SIMULATOR_AUTH_TOKEN = '0123456789abcdef0123456789abcdef';

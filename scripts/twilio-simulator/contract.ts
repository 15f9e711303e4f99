// The simulator serves exactly the contract the functions are tested against (convention 12): one import path.
export * from '../../functions/src/twilio/messaging-contract';
export { twilioSignature } from '../../functions/src/twilio/twilio-signatures';
export { SIMULATOR_ACCOUNT_SID, SIMULATOR_AUTH_TOKEN } from '../../functions/src/twilio/twilio-settings';

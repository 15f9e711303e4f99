// The simulator serves exactly the contract the functions are tested against (convention 12): one import path.
export {
  API_BASE,
  API_VERSION,
  CREATE_PARAMETERS,
  MESSAGE_RESOURCE_EXAMPLE,
  SID_SHAPES,
  messagePath,
  messagesPath,
  type MessageStatus,
} from '../../functions/src/twilio/messaging-contract/message-resource';
export {
  DELIVERY_ERRORS,
  REQUEST_ERRORS,
  errorBody,
} from '../../functions/src/twilio/messaging-contract/messaging-errors';
export {
  INBOUND_MESSAGE,
  OPT_OUT,
  SIGNATURE,
  STATUS_CALLBACK,
  WHATSAPP_WINDOW,
} from '../../functions/src/twilio/messaging-contract/messaging-webhooks';
export { twilioSignature } from '../../functions/src/twilio/twilio-signatures';
export { SIMULATOR_ACCOUNT_SID, SIMULATOR_AUTH_TOKEN } from '../../functions/src/twilio/simulator-account';

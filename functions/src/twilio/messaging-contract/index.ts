// Twilio's published Programmable Messaging contract, one module per page group (see messaging-sources.ts). Import from here.
export * from './messaging-sources';
export * from './message-resource';
export * from './messaging-errors';
export * from './messaging-webhooks';
export * from './messaging-prices';

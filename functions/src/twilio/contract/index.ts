// Twilio's published Programmable Messaging contract, one module per page group (see sources.ts). Import from here.
export * from './sources';
export * from './messages';
export * from './errors';
export * from './webhooks';
export * from './pricing';

// WiPay's published contract, one module per page group (see sources.ts). Import from here.
export * from './sources';
export * from './environments';
export * from './payment-request';
export * from './transaction-response';
export * from './retrieve';
export * from './refund-request';
export * from './webhooks';

/**
 * The domain core: every business rule of the spec as pure TypeScript, shared by the app and the Cloud Functions.
 * Import from 'src/domain' (this file) or from a single module ('src/domain/slots').
 */
export * from './types';
export * from './catalogue';
export * from './pricing';
export * from './calendar';
export * from './slots';
export * from './capacity';
export * from './holds';
export * from './eligibility';
export * from './booking-preconditions';
export * from './rebooking';
export * from './give-up';
export * from './trade';
export * from './sessions';
export * from './identifiers';
export * from './qr-payload';
export * from './validation';
export * from './admin-selection';
export * from './analytics';
export * from './dashboard';
export * from './messages';
export * from './visit-figures';

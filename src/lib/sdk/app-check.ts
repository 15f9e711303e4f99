// The App Check functions the app uses (see ./firestore.ts for why this module exists).
export { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

// The Functions SDK calls the app uses (see ./firestore.ts for why this module exists).
export { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';

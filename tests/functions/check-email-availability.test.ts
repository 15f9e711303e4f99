import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { attachEmulatorAppCheck } from '../../scripts/support/app-check';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

let app: FirebaseApp;

beforeAll(() => {
  app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    'fn-test',
  );
  attachEmulatorAppCheck(app);
  connectAuthEmulator(getAuth(app), `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  connectFunctionsEmulator(getFunctions(app, FUNCTIONS_REGION), HOST, PORTS.functions);
});
afterAll(async () => deleteApp(app));

describe('checkEmailAvailability through the Functions emulator', () => {
  const call = () =>
    httpsCallable<{ email: string }, { available: boolean }>(
      getFunctions(app, FUNCTIONS_REGION),
      'checkEmailAvailability',
    );

  it('answers available for an email nobody registered', async () => {
    const { data } = await call()({ email: `nobody-${Date.now()}@example.com` });
    expect(data).toEqual({ available: true });
  });

  it('answers not available once an account uses the email', async () => {
    const email = `taken-${Date.now()}@example.com`;
    await createUserWithEmailAndPassword(getAuth(app), email, 'secret123');
    const { data } = await call()({ email });
    expect(data).toEqual({ available: false });
  });

  it('refuses a malformed email with invalid-argument', async () => {
    await expect(call()({ email: 'not-an-email' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});

// The only place the app initialises Firebase. Each service is loaded on first use (dynamic import), so pages
// that need no backend (the gate, home, services) do not download the SDK; in development and tests every
// service is wired to the local emulators (127.0.0.1, not localhost).
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { env } from '../config/env';
import { emulatorAppCheckToken } from './emulator-app-check-token';

export const FUNCTIONS_REGION = 'us-central1';
const PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;

let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let dbPromise: Promise<Firestore> | undefined;
let functionsPromise: Promise<Functions> | undefined;

/**
 * The app, with App Check attached before any service is used, so every callable (and Firestore and Auth, where
 * the console enforces them) carries an attestation: reCAPTCHA Enterprise in production, an emulator token locally.
 */
export function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= Promise.all([import('firebase/app'), import('./sdk/app-check')]).then(
    ([{ initializeApp }, ac]) => {
      const app = initializeApp(env.firebase);
      const provider = env.useEmulators
        ? new ac.CustomProvider({
            getToken: async () => emulatorAppCheckToken(env.firebase.appId, Date.now()),
          })
        : new ac.ReCaptchaEnterpriseProvider(env.appCheckSiteKey);
      ac.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
      return app;
    },
  );
  return appPromise;
}

/** Auth with local (browser-restart-surviving) persistence. */
export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= Promise.all([getFirebaseApp(), import('./sdk/auth')]).then(([app, authSdk]) => {
    const auth = authSdk.initializeAuth(app, {
      persistence: [authSdk.indexedDBLocalPersistence, authSdk.browserLocalPersistence],
      popupRedirectResolver: authSdk.browserPopupRedirectResolver,
    });
    if (env.useEmulators) {
      authSdk.connectAuthEmulator(auth, `http://${env.emulatorHost}:${PORTS.auth}`, {
        disableWarnings: true,
      });
    }
    return auth;
  });
  return authPromise;
}

/**
 * Firestore with a persistent (IndexedDB) local cache shared by every tab, so the account page can show the open
 * orders and their QR codes from the last sync when the network is gone. Where IndexedDB is unavailable (private
 * modes) the SDK falls back to its memory cache by itself.
 */
export function getFirebaseDb(): Promise<Firestore> {
  dbPromise ??= Promise.all([getFirebaseApp(), import('./sdk/firestore')]).then(([app, fs]) => {
    const db = fs.initializeFirestore(app, {
      localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }),
    });
    if (env.useEmulators) fs.connectFirestoreEmulator(db, env.emulatorHost, PORTS.firestore);
    return db;
  });
  return dbPromise;
}

/**
 * Drops this browser's copy of the signed-out customer's documents (a shared phone must not keep them on disk):
 * the Firestore instance is terminated, its IndexedDB cache cleared, and the next use starts a fresh instance.
 * Another open tab of the app still holds the cache; the SDK then refuses to clear it, and the copy stays until a
 * sign-out with one tab open. Never fails the sign-out.
 */
export async function clearFirestoreCache(): Promise<void> {
  const pending = dbPromise;
  if (!pending) return;
  dbPromise = undefined;
  try {
    const [db, fs] = await Promise.all([pending, import('./sdk/firestore')]);
    await fs.terminate(db);
    await fs.clearIndexedDbPersistence(db);
  } catch (cause) {
    console.warn('the offline cache could not be cleared', cause);
  }
}

export function getFirebaseFunctions(): Promise<Functions> {
  functionsPromise ??= Promise.all([getFirebaseApp(), import('./sdk/functions')]).then(([app, fn]) => {
    const functions = fn.getFunctions(app, FUNCTIONS_REGION);
    if (env.useEmulators) fn.connectFunctionsEmulator(functions, env.emulatorHost, PORTS.functions);
    return functions;
  });
  return functionsPromise;
}

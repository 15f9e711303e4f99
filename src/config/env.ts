// The VITE_ variables, validated once at start-up. A production build that talks to a real project must have
// every VITE_FIREBASE_* variable; development and test builds talk to the local emulators instead.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface AppEnv {
  useEmulators: boolean;
  emulatorHost: string;
  firebase: FirebaseWebConfig;
  gateCode: string;
}

/** The demo project id the emulators serve; a demo- id can never reach a real project. */
export const DEMO_PROJECT_ID = 'demo-chaguanas-wash';
/** Documented demo access code for the coming-soon gate; set VITE_GATE_CODE for a real launch. */
export const DEMO_GATE_CODE = 'WASH2026';

type RawEnv = Record<string, string | boolean | undefined>;

/** Parses raw `import.meta.env`; throws one Error listing every missing variable. */
export function parseEnv(raw: RawEnv): AppEnv {
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string).trim() : '');
  const useEmulators = text('VITE_USE_EMULATORS') ? text('VITE_USE_EMULATORS') === 'true' : raw.DEV === true;
  const gateCode = text('VITE_GATE_CODE') || DEMO_GATE_CODE;
  const emulatorHost = text('VITE_EMULATOR_HOST') || '127.0.0.1';
  if (useEmulators) {
    return {
      useEmulators,
      emulatorHost,
      gateCode,
      firebase: {
        apiKey: text('VITE_FIREBASE_API_KEY') || 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
        appId: 'demo-app',
      },
    };
  }
  const required = [
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_AUTH_DOMAIN',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_APP_ID',
  ];
  const missing = required.filter((key) => !text(key));
  if (missing.length > 0) {
    throw new Error(
      `Missing environment variables for a production build: ${missing.join(', ')}. ` +
        'Set them in .env.production.local, or build with VITE_USE_EMULATORS=true for the local emulators.',
    );
  }
  return {
    useEmulators,
    emulatorHost,
    gateCode,
    firebase: {
      apiKey: text('VITE_FIREBASE_API_KEY'),
      authDomain: text('VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: text('VITE_FIREBASE_PROJECT_ID'),
      appId: text('VITE_FIREBASE_APP_ID'),
      storageBucket: text('VITE_FIREBASE_STORAGE_BUCKET') || undefined,
      messagingSenderId: text('VITE_FIREBASE_MESSAGING_SENDER_ID') || undefined,
    },
  };
}

export const env: AppEnv = parseEnv(import.meta.env as unknown as RawEnv);

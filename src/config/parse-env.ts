// The VITE_ variables, parsed and checked. Pure (no import.meta), so the Vite config checks a production build
// with the same code the app runs at start-up (./env.ts).

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
  /** reCAPTCHA Enterprise site key of the App Check registration; empty against the emulators. */
  appCheckSiteKey: string;
}

/** The demo project id the emulators serve; a demo- id can never reach a real project. */
export const DEMO_PROJECT_ID = 'demo-chaguanas-wash';
/** Documented demo access code for the coming-soon gate; a production build refuses it. */
export const DEMO_GATE_CODE = 'WASH2026';

/** What a build for the real project must set (VITE_FIREBASE_STORAGE_BUCKET and _MESSAGING_SENDER_ID are optional). */
export const PRODUCTION_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
  'VITE_GATE_CODE',
] as const;

export type RawEnv = Record<string, string | boolean | undefined>;

const text = (raw: RawEnv, key: string): string =>
  typeof raw[key] === 'string' ? (raw[key] as string).trim() : '';

/**
 * Everything that makes these variables unfit for a production build, one sentence each naming the variable;
 * empty when fit. Example: productionEnvProblems({ VITE_USE_EMULATORS: 'true', ... }) names VITE_USE_EMULATORS.
 */
export function productionEnvProblems(raw: RawEnv): string[] {
  const problems = PRODUCTION_VARIABLES.filter((key) => !text(raw, key)).map((key) => `${key} is not set`);
  if (text(raw, 'VITE_GATE_CODE') === DEMO_GATE_CODE) {
    problems.push(`VITE_GATE_CODE is the demo code ${DEMO_GATE_CODE}: choose the launch code`);
  }
  if (text(raw, 'VITE_USE_EMULATORS') === 'true') {
    problems.push('VITE_USE_EMULATORS is true: a production build must talk to the real project');
  }
  if (text(raw, 'VITE_FIREBASE_PROJECT_ID').startsWith('demo-')) {
    problems.push('VITE_FIREBASE_PROJECT_ID is a demo- project, which only the emulators serve');
  }
  return problems;
}

/** Parses raw `import.meta.env`; throws one Error listing every problem of a non-emulator configuration. */
export function parseEnv(raw: RawEnv): AppEnv {
  const useEmulators = text(raw, 'VITE_USE_EMULATORS')
    ? text(raw, 'VITE_USE_EMULATORS') === 'true'
    : raw.DEV === true;
  const emulatorHost = text(raw, 'VITE_EMULATOR_HOST') || '127.0.0.1';
  if (useEmulators) {
    return {
      useEmulators,
      emulatorHost,
      gateCode: text(raw, 'VITE_GATE_CODE') || DEMO_GATE_CODE,
      appCheckSiteKey: '',
      firebase: {
        apiKey: text(raw, 'VITE_FIREBASE_API_KEY') || 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
        appId: 'demo-app',
      },
    };
  }
  const problems = productionEnvProblems(raw);
  if (problems.length > 0) {
    throw new Error(
      `This build cannot talk to a real project: ${problems.join('; ')}. ` +
        'Set them in .env.production.local, or build with --mode emulators for the local emulators.',
    );
  }
  return {
    useEmulators,
    emulatorHost,
    gateCode: text(raw, 'VITE_GATE_CODE'),
    appCheckSiteKey: text(raw, 'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY'),
    firebase: {
      apiKey: text(raw, 'VITE_FIREBASE_API_KEY'),
      authDomain: text(raw, 'VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: text(raw, 'VITE_FIREBASE_PROJECT_ID'),
      appId: text(raw, 'VITE_FIREBASE_APP_ID'),
      storageBucket: text(raw, 'VITE_FIREBASE_STORAGE_BUCKET') || undefined,
      messagingSenderId: text(raw, 'VITE_FIREBASE_MESSAGING_SENDER_ID') || undefined,
    },
  };
}

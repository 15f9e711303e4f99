import { describe, expect, it } from 'vitest';
import { DEMO_GATE_CODE, parseEnv, productionEnvProblems } from './parse-env';

const real = {
  VITE_FIREBASE_API_KEY: 'AIza-real',
  VITE_FIREBASE_AUTH_DOMAIN: 'wash.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'wash-prod',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-site-key',
  VITE_GATE_CODE: 'OPEN-SESAME-7',
};

describe('productionEnvProblems', () => {
  it('finds nothing wrong with a complete real configuration', () => {
    expect(productionEnvProblems(real)).toEqual([]);
  });

  it('names every missing variable', () => {
    expect(productionEnvProblems({})).toEqual([
      'VITE_FIREBASE_API_KEY is not set',
      'VITE_FIREBASE_AUTH_DOMAIN is not set',
      'VITE_FIREBASE_PROJECT_ID is not set',
      'VITE_FIREBASE_APP_ID is not set',
      'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set',
      'VITE_GATE_CODE is not set',
    ]);
  });

  it('treats a blank value as missing', () => {
    expect(productionEnvProblems({ ...real, VITE_FIREBASE_APP_ID: '   ' })).toEqual([
      'VITE_FIREBASE_APP_ID is not set',
    ]);
  });

  it('refuses the demo gate code, emulator mode and a demo- project', () => {
    const problems = productionEnvProblems({
      ...real,
      VITE_GATE_CODE: DEMO_GATE_CODE,
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: 'demo-chaguanas-wash',
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/VITE_GATE_CODE is the demo code/);
    expect(problems.join('\n')).toMatch(/VITE_USE_EMULATORS is true/);
    expect(problems.join('\n')).toMatch(/VITE_FIREBASE_PROJECT_ID is a demo- project/);
  });
});

describe('parseEnv', () => {
  it('talks to the emulators in development, with the demo project and gate code', () => {
    const env = parseEnv({ DEV: true });
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe('demo-chaguanas-wash');
    expect(env.gateCode).toBe(DEMO_GATE_CODE);
    expect(env.appCheckSiteKey).toBe('');
  });

  it('reads a complete real configuration', () => {
    const env = parseEnv({ ...real, DEV: false });
    expect(env.useEmulators).toBe(false);
    expect(env.gateCode).toBe('OPEN-SESAME-7');
    expect(env.appCheckSiteKey).toBe('6Lc-site-key');
    expect(env.firebase).toMatchObject({ projectId: 'wash-prod', appId: '1:2:web:3' });
  });

  it('never falls back to the demo gate code outside the emulators', () => {
    const withoutGate: Record<string, string> = { ...real };
    delete withoutGate.VITE_GATE_CODE;
    expect(() => parseEnv(withoutGate)).toThrow('VITE_GATE_CODE is not set');
  });
});

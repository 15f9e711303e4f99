// `vite build` in production mode is the deployed build: it must stop before bundling, naming what is wrong,
// rather than ship the demo gate code or an app wired to the emulators.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const outDir = mkdtempSync(join(tmpdir(), 'wash-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function viteBuild(vars: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { cwd: root, encoding: 'utf8', env: { ...env, ...vars }, timeout: 120_000 },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a production build', () => {
  it('fails without the real project settings, naming each missing variable', () => {
    const { status, output } = viteBuild({});
    expect(status).not.toBe(0);
    expect(output).toContain('Production build refused');
    for (const name of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_PROJECT_ID', 'VITE_GATE_CODE']) {
      expect(output).toContain(`${name} is not set`);
    }
  });

  it('fails with the demo gate code or emulator mode even when everything else is set', () => {
    const { status, output } = viteBuild({
      VITE_FIREBASE_API_KEY: 'AIza-real',
      VITE_FIREBASE_AUTH_DOMAIN: 'wash.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'wash-prod',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-site-key',
      VITE_GATE_CODE: 'WASH2026',
      VITE_USE_EMULATORS: 'true',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('VITE_GATE_CODE is the demo code');
    expect(output).toContain('VITE_USE_EMULATORS is true');
    expect(output).not.toContain('is not set');
  });
});

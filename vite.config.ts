import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { productionEnvProblems } from './src/config/parse-env.ts';
import { prerenderPublicPages } from './scripts/prerender-plugin.ts';

/**
 * `vite build` in production mode is the build that gets deployed: it stops, naming each variable, when the real
 * project's settings are missing, the gate code is the demo one, or emulator mode is on. Local builds for the
 * emulators use `--mode emulators` (.env.emulators).
 */
function refuseDemoSettings(mode: string): Plugin {
  return {
    name: 'refuse-demo-settings',
    apply: 'build',
    configResolved() {
      if (mode !== 'production') return;
      const problems = productionEnvProblems({ ...loadEnv(mode, process.cwd(), 'VITE_') });
      if (problems.length > 0) {
        throw new Error(
          `Production build refused:\n  - ${problems.join('\n  - ')}\n` +
            'Set these in .env.production.local (README, "Deploying"), or build for the emulators with --mode emulators.',
        );
      }
    },
  };
}

// https://vite.dev/config/
export default defineConfig(({ mode }) => ({
  plugins: [react(), refuseDemoSettings(mode), prerenderPublicPages()],
  // Firestore's pipeline regex engine, unused here (src/lib/sdk/re2js-unavailable.ts says why).
  resolve: {
    alias: { re2js: fileURLToPath(new URL('./src/lib/sdk/re2js-unavailable.ts', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { manifest: true, sourcemap: true, target: 'es2022' },
}));

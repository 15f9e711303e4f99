import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * Installable app: the web manifest and a Workbox service worker that precaches the customer shell (HTML, JS, CSS,
 * images), so Home, Services and Account open offline; the account's orders come from Firestore's own persistent
 * cache (src/lib/firebase.ts). Nothing from the network is cached at run time, so callable, Auth, App Check and
 * Firestore responses never land in a cache, and /__/ (Hosting's auth helper) always reaches the network. The staff
 * panel is neither precached nor answered from the shell. An update waits until the customer presses Reload
 * (src/app/pwa-update.tsx); clientsClaim lets the first install control the open page at once, which is safe
 * because that page runs the very build the worker precached.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Touch-Free Car Wash · Chaguanas',
    short_name: 'Car Wash',
    description: 'Book your touch-free car wash in Chaguanas and show your QR code at the bay.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b4f8a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The staff panel (and its chart library) stays online-only and out of every customer's download.
    globIgnores: ['**/admin-*.js', '**/admin-*.css', '**/analytics-chart-*.js'],
    // Every path that is not a prerendered page gets the client-rendered shell, as firebase.json rewrites it.
    navigateFallback: '/app.html',
    navigateFallbackDenylist: [/^\/__\//, /^\/admin/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
  },
});

// https://vite.dev/config/
export default defineConfig(({ mode }) => ({
  // The prerendered pages are written before the service worker's precache list is made, so they are in it.
  plugins: [react(), refuseDemoSettings(mode), prerenderPublicPages(), pwa],
  // Firestore's pipeline regex engine, unused here (src/lib/sdk/re2js-unavailable.ts says why).
  resolve: {
    alias: { re2js: fileURLToPath(new URL('./src/lib/sdk/re2js-unavailable.ts', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { manifest: true, sourcemap: true, target: 'es2022' },
}));

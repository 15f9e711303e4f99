/// <reference types="vite-plugin-pwa/vanillajs" />
// The one door to the service worker registration (vite-plugin-pwa's virtual module, workbox-window underneath),
// loaded with import() so none of it is in the first paint's JavaScript.
export type { RegisterSWOptions } from 'virtual:pwa-register';

export async function loadRegisterSW() {
  const { registerSW } = await import('virtual:pwa-register');
  return registerSW;
}

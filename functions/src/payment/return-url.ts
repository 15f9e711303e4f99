// The only return URL a checkout may name: this app's own return page. Anything else would turn startCheckout
// into an open redirect through WiPay's page.
import { PAYMENT_RETURN_PATH } from '../../../src/contracts/payment-api';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * The normalised return URL, or null. `appOrigin` is the deployed site's origin; on the emulators any local origin
 * (the dev server, the e2e tier's preview) is the app too.
 */
export function allowedReturnUrl(returnUrl: string, appOrigin: string, onEmulators: boolean): string | null {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return null;
  }
  if (url.pathname !== PAYMENT_RETURN_PATH || url.search || url.hash || url.username || url.password)
    return null;
  const local = onEmulators && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (!local && url.origin !== new URL(appOrigin).origin) return null;
  return `${url.origin}${PAYMENT_RETURN_PATH}`;
}

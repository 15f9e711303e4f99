// The simulator's settings from the environment; the same names the project's scripts set (scripts/emulator-env.mjs
// gives the functions the same WAPI key, return-hash algorithm and merchant e-mail).
import { randomBytes } from 'node:crypto';
import { DEFAULT_MERCHANT_EMAIL, type SimulatorOptions } from './server';

export const DEFAULT_SIMULATOR_PORT = 4510;
export const DEFAULT_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/** A fresh sandbox WAPI key, wapi_test_<kid>_<secret>, for a simulator started without one. */
export const newSandboxWapiKey = () =>
  `wapi_test_${randomBytes(4).toString('hex')}_${randomBytes(24).toString('hex')}`;

export function simulatorSettings(env: NodeJS.ProcessEnv): SimulatorOptions {
  const retry = env.WIPAY_SIM_WEBHOOK_RETRY_MS?.split(',').map(Number).filter(Number.isFinite);
  return {
    host: '127.0.0.1',
    port: Number(env.WIPAY_SIM_PORT) || DEFAULT_SIMULATOR_PORT,
    wapiKey: env.WIPAY_SIM_WAPI_KEY || newSandboxWapiKey(),
    merchantEmail: env.WIPAY_SIM_MERCHANT_EMAIL || DEFAULT_MERCHANT_EMAIL,
    returnHash: env.WIPAY_SIM_RETURN_HASH === 'sha256' ? 'sha256' : 'md5',
    sessionSeconds: Number(env.WIPAY_SIM_SESSION_SECONDS) || 180,
    webhook: {
      url: env.WIPAY_SIM_WEBHOOK_URL || undefined,
      secret: env.WIPAY_SIM_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
      retryDelaysMs: retry?.length ? retry : undefined,
    },
  };
}

// The simulator's settings from the environment; the same names the project's scripts set.
import type { SimulatorOptions } from './server';

export const DEFAULT_SIMULATOR_PORT = 4510;
export const DEFAULT_WEBHOOK_SECRET = 'sandbox-webhook-secret';

export function simulatorSettings(env: NodeJS.ProcessEnv): SimulatorOptions {
  const retry = env.WIPAY_SIM_WEBHOOK_RETRY_MS?.split(',').map(Number).filter(Number.isFinite);
  return {
    host: '127.0.0.1',
    port: Number(env.WIPAY_SIM_PORT) || DEFAULT_SIMULATOR_PORT,
    sessionSeconds: Number(env.WIPAY_SIM_SESSION_SECONDS) || 180,
    webhook: {
      url: env.WIPAY_SIM_WEBHOOK_URL || undefined,
      secret: env.WIPAY_SIM_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
      retryDelaysMs: retry?.length ? retry : undefined,
    },
  };
}

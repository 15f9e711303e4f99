// The simulator's settings from the environment; scripts/emulator-env.mjs gives the functions the same account.
import { SIMULATOR_ACCOUNT_SID, SIMULATOR_AUTH_TOKEN } from './contract';
import type { TwilioSimulatorOptions } from './server';

export const DEFAULT_TWILIO_SIM_PORT = 4520;

export function twilioSimulatorSettings(env: NodeJS.ProcessEnv): TwilioSimulatorOptions {
  return {
    host: '127.0.0.1',
    port: Number(env.TWILIO_SIM_PORT) || DEFAULT_TWILIO_SIM_PORT,
    accountSid: env.TWILIO_SIM_ACCOUNT_SID || SIMULATOR_ACCOUNT_SID,
    authToken: env.TWILIO_SIM_AUTH_TOKEN || SIMULATOR_AUTH_TOKEN,
    inboundUrl: env.TWILIO_SIM_INBOUND_URL || undefined,
    callbackDelayMs: Number(env.TWILIO_SIM_CALLBACK_DELAY_MS) || 200,
  };
}

// Runs the WiPay simulator on 127.0.0.1 (settings from the environment, defaults for the public sandbox account).
//   tsx scripts/wipay-simulator/main.ts                 serve until Ctrl-C
//   tsx scripts/wipay-simulator/main.ts exec CMD ARGS…  serve while CMD runs; exits with CMD's code
// Environment: WIPAY_SIM_PORT (4510), WIPAY_SIM_WAPI_KEY (the only WAPI key it accepts, wapi_test_<kid>_<secret>;
// none: a fresh one, printed), WIPAY_SIM_RETURN_HASH (md5 | sha256), WIPAY_SIM_MERCHANT_EMAIL (merchant@sandbox.test),
// WIPAY_SIM_SESSION_SECONDS (180), WIPAY_SIM_WEBHOOK_URL (none: no webhooks), WIPAY_SIM_WEBHOOK_SECRET
// (sandbox-webhook-secret), WIPAY_SIM_WEBHOOK_RETRY_MS (comma list, 1000,2000,4000,8000,16000).
import { spawn } from 'node:child_process';
import { startSimulator } from './server';
import { simulatorSettings } from './settings';

const settings = simulatorSettings(process.env);
const simulator = await startSimulator(settings);
// A key of its own is printed so it can be used (WIPAY_WAPI_KEY=… npm run wipay:smoke); one it was given is not.
const key = process.env.WIPAY_SIM_WAPI_KEY
  ? 'the WAPI key of WIPAY_SIM_WAPI_KEY'
  : `WAPI key ${settings.wapiKey}`;
console.log(`[wipay-simulator] ${simulator.url} (sandbox account 1234567890, API key 123, ${key})`);

const [mode, ...command] = process.argv.slice(2);
if (mode === 'exec') {
  if (!command.length) {
    console.error('usage: main.ts exec CMD [ARGS…]');
    process.exit(2);
  }
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    void simulator.close().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void simulator.close().then(() => process.exit(0)));
}

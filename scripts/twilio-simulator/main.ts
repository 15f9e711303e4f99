// Runs the Twilio simulator on 127.0.0.1 (settings from the environment, defaults for the local account).
//   tsx scripts/twilio-simulator/main.ts                 serve until Ctrl-C
//   tsx scripts/twilio-simulator/main.ts exec CMD ARGS…  serve while CMD runs; exits with CMD's code
// Environment: TWILIO_SIM_PORT (4520), TWILIO_SIM_ACCOUNT_SID / TWILIO_SIM_AUTH_TOKEN (the public local account of
// functions/src/twilio/twilio-settings.ts), TWILIO_SIM_INBOUND_URL (the app's twilioInbound webhook; none: inbound
// replies are only recorded), TWILIO_SIM_CALLBACK_DELAY_MS (200: between status callbacks).
import { spawn } from 'node:child_process';
import { startTwilioSimulator } from './server';
import { twilioSimulatorSettings } from './settings';

const simulator = await startTwilioSimulator(twilioSimulatorSettings(process.env));
console.log(`[twilio-simulator] ${simulator.url} (messages: ${simulator.url}/__sim/messages)`);

const [mode, ...command] = process.argv.slice(2);
if (mode === 'exec') {
  if (!command.length) {
    console.error('usage: main.ts exec CMD [ARGS…]');
    process.exit(2);
  }
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    void simulator.close().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
} else {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void simulator.close().then(() => process.exit(0)));
}

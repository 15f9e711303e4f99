// This deployment's WiPay connection: the client and the facts completeCheckout needs, or null when a payment
// cannot be taken (a credential missing or malformed, or a setting out of range): startCheckout then refuses with
// payments-unavailable.
import { WiPayClient } from './wipay-client';
import { wipaySettings, type ReturnHashAlgorithm, type WiPaySettings } from './wipay-settings';

export interface WiPayConnection {
  client: WiPayClient;
  settings: WiPaySettings;
  /** For payment records and logs. */
  processor: string;
}

export function wipayConnection(): WiPayConnection | null {
  const settings = wipaySettings();
  if (!settings) return null;
  return { client: new WiPayClient(settings), settings, processor: `WiPay ${settings.environment}` };
}

/** What completeCheckout takes from the connection: the client, the return hash's key and algorithm, the processor. */
export const completionDeps = (
  wipay: WiPayConnection,
  now: Date,
): { wipay: WiPayClient; apiKey: string; returnHash: ReturnHashAlgorithm; processor: string; now: Date } => ({
  wipay: wipay.client,
  apiKey: wipay.settings.apiKey,
  returnHash: wipay.settings.returnHash,
  processor: wipay.processor,
  now,
});

// This deployment's WiPay connection: the client and the facts completeCheckout needs, or null when a payment
// cannot be taken (no API key, or a setting out of range): startCheckout then refuses with payments-unavailable.
import { WiPayClient } from './wipay-client';
import { wipaySettings, type WiPaySettings } from './wipay-settings';

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

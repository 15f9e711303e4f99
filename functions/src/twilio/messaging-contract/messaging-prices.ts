// The per-message prices the Dashboard's estimate uses. Twilio publishes them per country
// (https://www.twilio.com/en-us/sms/pricing/tt and .../whatsapp/pricing), but those pages are NOT in the corpus this
// project could read (searched 2026-11-28: only US figures, hivebook.wiki 2026-04, came back). The defaults below are
// therefore a setting, not a transcription: MESSAGE_PRICE_SMS_USD and MESSAGE_PRICE_WHATSAPP_USD (functions/.env)
// override them; the owner copies the figures from the two pages above, dated, before trusting the estimate.
import { PAGES } from './messaging-sources';

export const PRICE_DEFAULTS = {
  source: PAGES.smsPricingTT,
  /** USD per outbound SMS segment to Trinidad and Tobago: placeholder, to be read off the page named above. */
  smsUsd: 0.05,
  /** USD per WhatsApp utility template message (Meta's fee plus Twilio's per-message fee): placeholder. */
  whatsappUsd: 0.02,
  dated: '2026-11-28 (placeholders: the pricing pages were not readable here)',
} as const;

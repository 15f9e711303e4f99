// The cardholder name transferTradingOrder takes for a $0 trade. Nothing of a card ever reaches the server: paid
// purchases go through WiPay's hosted checkout (startCheckout / completeCheckout).
import { z } from 'zod';

/** Seven or more digits in a row (spaces and hyphens ignored): a card number, never a name. */
const looksLikePan = (text: string) => /\d{7,}/.test(text.replace(/[\s-]/g, ''));

export const cardholderName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((name) => !looksLikePan(name), 'Not a cardholder name');

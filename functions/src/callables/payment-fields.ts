// The payment fields a paid callable accepts (purchaseDriveIn, transferTradingOrder): the gateway's opaque
// reference and the cardholder name. Nothing else of a card ever reaches the server.
import { z } from 'zod';
import { paymentVerifier } from '../payment';

/** Seven or more digits in a row (spaces and hyphens ignored): a card number, never a name. */
const looksLikeCardNumber = (text: string) => /\d{7,}/.test(text.replace(/[\s-]/g, ''));

export const paymentReference = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const cardholderName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((name) => !looksLikeCardNumber(name), 'Not a cardholder name');

/** What a paid handler needs besides its input: this deployment's payment verifier and the server's clock. */
export const paymentDeps = (now: Date) => ({ verifier: paymentVerifier(), now });

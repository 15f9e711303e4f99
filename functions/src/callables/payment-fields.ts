// The payment fields a paid callable accepts (purchaseDriveIn, transferTradingOrder): the gateway's opaque
// reference and the cardholder name. Nothing else of a card ever reaches the server.
import { z } from 'zod';
import { paymentVerifier } from '../payment';
import { isUsableDocumentId } from './fields';

/** Seven or more digits in a row (spaces and hyphens ignored): a card number, never a name. */
const looksLikeCardNumber = (text: string) => /\d{7,}/.test(text.replace(/[\s-]/g, ''));

/** The gateway's reference; also the id of its paymentRecords document, so one Firestore takes as an id. */
export const paymentReference = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/)
  .refine(isUsableDocumentId, 'Not a usable payment reference');

export const cardholderName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((name) => !looksLikeCardNumber(name), 'Not a cardholder name');

/** What a paid handler needs besides its input: this deployment's payment verifier and the server's clock. */
export const paymentDeps = (now: Date) => ({ verifier: paymentVerifier(), now });

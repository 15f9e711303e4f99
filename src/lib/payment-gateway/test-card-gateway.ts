// TEST gateway for the emulators and local development: validates the card like a processor would (Luhn check,
// future expiry, 3 or 4 CVV digits) and approves it without moving money. It keeps nothing: the answer carries a
// random reference and the cardholder name only.
import type { CardDetails, PaymentGateway, PaymentRequest, PaymentResult } from './payment-gateway';

export const TEST_GATEWAY_MESSAGES = {
  invalidNumber: 'The card number is not valid.',
  invalidExpiry: 'The expiry date must be a future month in MM/YY form.',
  invalidCvv: 'The CVV must be 3 or 4 digits.',
  missingName: 'Please enter the cardholder name.',
  invalidAmount: 'The amount to pay is not valid.',
} as const;

/** Luhn checksum of a 12 to 19 digit card number (spaces and hyphens allowed). @example luhnValid('4242 4242 4242 4242') // true */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY not before the current month (a card is valid to the end of its expiry month). */
export function expiryValid(expiryDate: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiryDate.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return year > currentYear || (year === currentYear && month >= currentMonth);
}

export const cvvValid = (cvv: string): boolean => /^\d{3,4}$/.test(cvv);

export class TestCardGateway implements PaymentGateway {
  readonly name = 'TEST card gateway (no money moves)';
  readonly isTest = true;
  constructor(private readonly clock: () => Date = () => new Date()) {}

  async authorize(card: CardDetails, request: PaymentRequest): Promise<PaymentResult> {
    if (!Number.isFinite(request.amount) || request.amount <= 0)
      return { ok: false, error: TEST_GATEWAY_MESSAGES.invalidAmount };
    if (card.cardholderName.trim() === '') return { ok: false, error: TEST_GATEWAY_MESSAGES.missingName };
    if (!luhnValid(card.cardNumber)) return { ok: false, error: TEST_GATEWAY_MESSAGES.invalidNumber };
    if (!expiryValid(card.expiryDate, this.clock()))
      return { ok: false, error: TEST_GATEWAY_MESSAGES.invalidExpiry };
    if (!cvvValid(card.cvv)) return { ok: false, error: TEST_GATEWAY_MESSAGES.invalidCvv };
    const random =
      typeof crypto !== 'undefined' && crypto.randomUUID
        ? crypto.randomUUID()
        : String(Math.random()).slice(2);
    return { ok: true, reference: `test_${random}`, cardholderName: card.cardholderName.trim() };
  }
}

/**
 * Fees, totals and money formatting (spec section 9, "Prices").
 *
 * API:
 *   APPOINTMENT_FEES {free: 0, special: 30}    REBOOKED_PRICE (0)
 *   appointmentFee(type, {rebookStateValid?}) -> number
 *   orderTotal({washPrice, appointmentType, specialIsFree?, rebookStateValid?}) -> number
 *   displayPrice(washPrice, type) -> number     (wash price + 30 for special)
 *   parsePriceText('$45' | '45') -> 45           formatPrice(45) -> '$45'     formatMoney(1234.5) -> '$1,234.50'
 */
import type { AppointmentType } from './types';

export const APPOINTMENT_FEES: Readonly<Record<AppointmentType, number>> = { free: 0, special: 30 };
/** Price written on an order once it is rebooked, whatever its type. */
export const REBOOKED_PRICE = 0;

function assertAmount(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative number, got ${value}`);
}

/**
 * Fee for an appointment type; a special fee is waived while a valid, unused special rebook state exists.
 * @example appointmentFee('special') // 30; appointmentFee('special', { rebookStateValid: true }) // 0
 */
export function appointmentFee(type: AppointmentType, options: { rebookStateValid?: boolean } = {}): number {
  const fee = APPOINTMENT_FEES[type];
  if (fee === undefined) throw new RangeError(`Unknown appointment type "${String(type)}"`);
  return type === 'special' && options.rebookStateValid ? 0 : fee;
}

export interface OrderTotalInput {
  washPrice: number;
  appointmentType: AppointmentType;
  /** The payment page was opened with specialIsFree: the whole order total is 0. */
  specialIsFree?: boolean;
  /** A valid, unused special rebook state exists: the fee is 0 (the wash price still applies). */
  rebookStateValid?: boolean;
}

/**
 * Order total = fee + wash price, or 0 when `specialIsFree`.
 * @example orderTotal({ washPrice: 45, appointmentType: 'special' }) // 75
 */
export function orderTotal({
  washPrice,
  appointmentType,
  specialIsFree,
  rebookStateValid,
}: OrderTotalInput): number {
  assertAmount(washPrice, 'washPrice');
  const fee = appointmentFee(appointmentType, { rebookStateValid });
  return specialIsFree ? 0 : fee + washPrice;
}

/** Price shown on an order: wash price + 30 when special. @example displayPrice(60, 'special') // 90 */
export function displayPrice(washPrice: number, type: AppointmentType): number {
  assertAmount(washPrice, 'washPrice');
  return washPrice + appointmentFee(type);
}

/** Reads a catalogue price text, with or without the dollar sign. @example parsePriceText('$45') // 45 */
export function parsePriceText(text: string): number {
  const match = /^\s*\$?\s*(\d+(?:\.\d{1,2})?)\s*$/.exec(text);
  if (!match) throw new RangeError(`Invalid price "${text}": expected something like $45`);
  return Number(match[1]);
}

/** Whole amounts without decimals, others with two. @example formatPrice(45) // '$45'; formatPrice(4.5) // '$4.50' */
export function formatPrice(amount: number): string {
  assertAmount(amount, 'amount');
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/**
 * Revenue style: dollar sign, thousands separated by commas, two decimals; the one money format of the admin pages.
 * @example formatMoney(1234.5) // '$1,234.50'; formatMoney(-3) // '-$3.00'
 */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be a finite number, got ${amount}`);
  const digits = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}$${digits}`;
}

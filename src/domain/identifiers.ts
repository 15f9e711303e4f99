/**
 * Identifiers. Randomness is injected: `random` behaves like Math.random (a number in [0, 1)).
 *
 * API:
 *   RandomSource = () => number
 *   randomChars(count, random) -> 'A-Z0-9' string
 *   newOrderId(now, random) -> 'ORDER-1763896200000K3J9QZ2XA'     isOrderId(value)
 *   newOrderCode(random) -> '1000'..'9999'                         isOrderCode(value)
 *   membershipNumber(uid, random) -> first 8 chars of uid uppercased, or 'MEM-' + 8 random chars for a short uid
 *   newTabId(now, random) -> 'TAB-<ms>-<9 chars>' (session markers, pageLoadId)
 *   repeatable(random).replay() -> a source repeating the same draws on every replay (retries build the same ids)
 */

export type RandomSource = () => number;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const ORDER_ID = /^ORDER-\d{13}[A-Z0-9]{9}$/;
const MEMBERSHIP_PREFIX_LENGTH = 8;

function draw(random: RandomSource): number {
  const value = random();
  if (!Number.isFinite(value) || value < 0 || value >= 1) {
    throw new RangeError(`random() must return a number in [0, 1), got ${value}`);
  }
  return value;
}

/** `count` uppercase letters and digits. @example randomChars(3, () => 0) // 'AAA' */
export function randomChars(count: number, random: RandomSource): string {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  let result = '';
  for (let i = 0; i < count; i += 1) result += ALPHABET[Math.floor(draw(random) * ALPHABET.length)];
  return result;
}

/** 'ORDER-' + epoch milliseconds + 9 uppercase characters. @example newOrderId(new Date(1763896200000), () => 0) // 'ORDER-1763896200000AAAAAAAAA' */
export function newOrderId(now: Date, random: RandomSource): string {
  const ms = now.getTime();
  if (!Number.isInteger(ms) || ms < 1e12 || ms >= 1e13)
    throw new RangeError('now must be a valid Date between 2001 and 2286');
  return `ORDER-${ms}${randomChars(9, random)}`;
}

/** @example isOrderId('ORDER-1763896200000AAAAAAAAA') // true */
export function isOrderId(value: string): boolean {
  return ORDER_ID.test(value);
}

/** A 4-digit order code as text, 1000..9999. @example newOrderCode(() => 0) // '1000' */
export function newOrderCode(random: RandomSource): string {
  return String(1000 + Math.floor(draw(random) * 9000));
}

/** @example isOrderCode('0420') // false (codes never start with 0) */
export function isOrderCode(value: string): boolean {
  return /^[1-9]\d{3}$/.test(value);
}

/**
 * Membership number: the first 8 characters of the uid uppercased; a uid shorter than 8 characters gets a
 * generated 'MEM-' id instead. @example membershipNumber('abc123xyz789', Math.random) // 'ABC123XY'
 */
export function membershipNumber(uid: string, random: RandomSource): string {
  const trimmed = uid.trim();
  if (trimmed.length >= MEMBERSHIP_PREFIX_LENGTH)
    return trimmed.slice(0, MEMBERSHIP_PREFIX_LENGTH).toUpperCase();
  return `MEM-${randomChars(MEMBERSHIP_PREFIX_LENGTH, random)}`;
}

/** An id for a tab, page load or session marker. @example newTabId(new Date(5), () => 0) // 'TAB-5-AAAAAAAAA' */
export function newTabId(now: Date, random: RandomSource): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
  return `TAB-${now.getTime()}-${randomChars(9, random)}`;
}

/**
 * Draws that repeat: every `replay()` answers a source that gives the same numbers in the same order, drawing from
 * `random` only past what an earlier replay drew. A transaction run again builds the same identifiers with it.
 * @example const ids = repeatable(Math.random); newOrderId(now, ids.replay()) === newOrderId(now, ids.replay())
 */
export function repeatable(random: RandomSource): { replay(): RandomSource } {
  const draws: number[] = [];
  return {
    replay() {
      let next = 0;
      return () => {
        if (next === draws.length) draws.push(draw(random));
        return draws[next++]!;
      };
    },
  };
}

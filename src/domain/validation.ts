/**
 * Form and input validation with the spec's exact messages (section 5). Each validator returns the first problem.
 *
 * API:
 *   Validation<T> = {ok: true, value: T} | {ok: false, error: string}
 *   PHONE_COUNTRY_CODE '+1868'  LOCAL_PHONE_DIGITS 7  SMS_CODE_DIGITS 6
 *   parseLocalPhone(raw) -> 7 local digits | null   sanitizePhoneInput(raw) -> up to 7 digits      toStoredContact(digits) -> '+1868…'   localDigitsOf(stored) -> digits | null
 *   sanitizeSmsCode(raw)   validateSmsCode(raw)    normalizeNumberPlate(raw) -> string | null   validateNumberPlate(raw)
 *   plateConflict({plate, date, orders, excludeOrderId?}) -> message | null
 *   validateSignIn  validateSignUp  checkPasswordPolicy  validateForgotPassword  validateContactForm
 *   validateContactEdit  validateDeleteAccount  isBookingSelectionComplete
 */
import { formatDisplayDate } from './calendar';
import { DOMAIN_TEXT, MESSAGES } from './messages';
import type { OrderStatus } from './types';

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Validation<T> => ({ ok: true, value });
const err = <T>(error: string): Validation<T> => ({ ok: false, error });

export const PHONE_COUNTRY_CODE = '+1868';
export const LOCAL_PHONE_DIGITS = 7;
export const SMS_CODE_DIGITS = 6;
export const NUMBER_PLATE_MAX_LENGTH = 10;
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 6 };

const digitsOnly = (raw: string): string => raw.replace(/\D/g, '');
const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/**
 * The 7 local digits of a Trinidad and Tobago number however it was typed, or null when the text is not one: the
 * local number alone ('555-1234'), with the area code ('868 555 1234', '(868) 555-1234') or with the country code
 * ('+1 868 555 1234', '1-868-555-1234'). Spaces, hyphens, dots and brackets are ignored; anything else (letters, a
 * digit too many or too few, another area code) is refused rather than cut down to 7 digits, which would be someone
 * else's number.
 * @example parseLocalPhone('+1 868 555 1234') // '5551234'; parseLocalPhone('868 555 123') // null
 */
export function parseLocalPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+?1868|868)?(\d{7})$/.exec(compact);
  return match ? match[1] : null;
}

/** What the phone field keeps of typed text. @example sanitizePhoneInput('(123) 45-678 9') // '1234567' */
export function sanitizePhoneInput(raw: string): string {
  return digitsOnly(raw).slice(0, LOCAL_PHONE_DIGITS);
}

/** @example toStoredContact('1234567') // '+18681234567' */
export function toStoredContact(digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new RangeError(`A local number is exactly 7 digits, got "${digits}"`);
  return `${PHONE_COUNTRY_CODE}${digits}`;
}

/** @example localDigitsOf('+18681234567') // '1234567'; localDigitsOf('+15551234567') // null */
export function localDigitsOf(stored: string | null | undefined): string | null {
  const match = /^\+1868(\d{7})$/.exec(stored ?? '');
  return match ? match[1] : null;
}

/** @example sanitizeSmsCode('12 34-56 7') // '123456' */
export function sanitizeSmsCode(raw: string): string {
  return digitsOnly(raw).slice(0, SMS_CODE_DIGITS);
}

/** @example validateSmsCode('12345') // { ok: false, error: 'Please enter a valid 6-digit code.' } */
export function validateSmsCode(raw: string): Validation<string> {
  const code = digitsOnly(raw);
  return code.length === SMS_CODE_DIGITS ? ok(code) : err(MESSAGES.signUp.invalidSmsCode);
}

/** Uppercase, all whitespace removed; empty means "no plate". @example normalizeNumberPlate(' pdf 1234 ') // 'PDF1234' */
export function normalizeNumberPlate(raw: string | null | undefined): string | null {
  const plate = (raw ?? '').replace(/\s+/g, '').toUpperCase();
  return plate === '' ? null : plate;
}

/** Optional plate: letters, digits and hyphens, 2 to 10 characters. @example validateNumberPlate('pbc 12') // ok 'PBC12' */
export function validateNumberPlate(raw: string | null | undefined): Validation<string | null> {
  const plate = normalizeNumberPlate(raw);
  if (plate === null) return ok(null);
  return /^[A-Z0-9-]{2,10}$/.test(plate) ? ok(plate) : err(DOMAIN_TEXT.invalidNumberPlate);
}

/**
 * A plate may not already be booked for the same date on a confirmed or completed order.
 * @example plateConflict({ plate: 'PDF1234', date: '2026-11-23', orders }) // 'Number plate PDF1234 is already booked for Monday 23/11/2026. ...'
 */
export function plateConflict(input: {
  plate: string | null;
  date: string;
  orders: readonly {
    id?: string;
    numberPlate?: string | null;
    appointmentDate: string;
    status: OrderStatus;
  }[];
  excludeOrderId?: string;
}): string | null {
  const { plate, date } = input;
  if (plate === null) return null;
  const taken = input.orders.some(
    (o) =>
      o.id !== input.excludeOrderId &&
      o.appointmentDate === date &&
      normalizeNumberPlate(o.numberPlate) === plate &&
      (o.status === 'confirmed' || o.status === 'completed'),
  );
  return taken ? MESSAGES.booking.plateTaken(plate, formatDisplayDate(date)) : null;
}

/** @example validateSignIn({ email: '', password: 'x' }).ok // false */
export function validateSignIn(form: {
  email: string;
  password: string;
}): Validation<{ email: string; password: string }> {
  if (blank(form.email) || form.password === '') return err(MESSAGES.auth.signInFieldsRequired);
  return ok({ email: form.email.trim(), password: form.password });
}

export interface SignUpForm {
  name: string;
  area: string;
  contact: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
}

/**
 * Sign-up checks in the spec's order: all fields, emails match, contact 7 digits (typed with or without +1 868, see
 * parseLocalPhone), passwords match.
 * @example validateSignUp(form) // { ok: true, value: { name, area, email, contact: '+18681234567' } }
 */
export function validateSignUp(
  form: SignUpForm,
): Validation<{ name: string; area: string; email: string; contact: string }> {
  const values = [
    form.name,
    form.area,
    form.contact,
    form.email,
    form.confirmEmail,
    form.password,
    form.confirmPassword,
  ];
  if (values.some(blank)) return err(MESSAGES.signUp.fillAllFields);
  const email = form.email.trim();
  if (email.toLowerCase() !== form.confirmEmail.trim().toLowerCase())
    return err(MESSAGES.signUp.emailsDoNotMatch);
  const digits = parseLocalPhone(form.contact);
  if (digits === null) return err(MESSAGES.signUp.contactDigits);
  if (form.password !== form.confirmPassword) return err(MESSAGES.signUp.passwordsDoNotMatch);
  return ok({ name: form.name.trim(), area: form.area.trim(), email, contact: toStoredContact(digits) });
}

export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase?: boolean;
  requireUppercase?: boolean;
  requireNumeric?: boolean;
  requireNonAlphanumeric?: boolean;
}

/** Unmet requirements of the server-provided policy (empty when fine). @example checkPasswordPolicy('abc') // ['Password must be at least 6 characters.'] */
export function checkPasswordPolicy(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): string[] {
  const problems: string[] = [];
  if (password.length < policy.minLength) problems.push(DOMAIN_TEXT.passwordTooShort(policy.minLength));
  if (policy.maxLength !== undefined && password.length > policy.maxLength) {
    problems.push(DOMAIN_TEXT.passwordTooLong(policy.maxLength));
  }
  if (policy.requireLowercase && !/[a-z]/.test(password)) problems.push(DOMAIN_TEXT.passwordNeedsLowercase);
  if (policy.requireUppercase && !/[A-Z]/.test(password)) problems.push(DOMAIN_TEXT.passwordNeedsUppercase);
  if (policy.requireNumeric && !/\d/.test(password)) problems.push(DOMAIN_TEXT.passwordNeedsNumber);
  if (policy.requireNonAlphanumeric && !/[^A-Za-z0-9]/.test(password))
    problems.push(DOMAIN_TEXT.passwordNeedsSymbol);
  return problems;
}

/** @example validateForgotPassword(' ').ok // false */
export function validateForgotPassword(email: string): Validation<string> {
  return blank(email) ? err(MESSAGES.auth.forgotPasswordEmailRequired) : ok(email.trim());
}

export interface ContactForm {
  name: string;
  email: string;
  subject?: string | null;
  message: string;
}

/** Name, email and message required; subject defaults. @example validateContactForm({ name, email, message }).value.subject // 'Contact Form Submission' */
export function validateContactForm(
  form: ContactForm,
): Validation<Required<ContactForm> & { subject: string }> {
  if (blank(form.name) || blank(form.email) || blank(form.message))
    return err(DOMAIN_TEXT.contactFormIncomplete);
  const subject = blank(form.subject) ? MESSAGES.contact.defaultSubject : (form.subject as string).trim();
  return ok({ name: form.name.trim(), email: form.email.trim(), subject, message: form.message.trim() });
}

/** Account contact edit: 7 digits and not the current number. @example validateContactEdit({ input: '1234567', currentContact: null }) // ok '+18681234567' */
export function validateContactEdit({
  input,
  currentContact,
}: {
  input: string;
  currentContact: string | null | undefined;
}): Validation<string> {
  const digits = digitsOnly(input);
  if (digits.length !== LOCAL_PHONE_DIGITS) return err(MESSAGES.account.invalidContact);
  if (localDigitsOf(currentContact) === digits) return err(MESSAGES.account.sameContact);
  return ok(toStoredContact(digits));
}

/** Email users confirm deletion with their password. @example validateDeleteAccount({ password: '', isEmailUser: false }).ok // true */
export function validateDeleteAccount({
  password,
  isEmailUser,
}: {
  password: string;
  isEmailUser: boolean;
}): Validation<null> {
  return isEmailUser && password === '' ? err(MESSAGES.deleteAccount.passwordRequired) : ok(null);
}

/** Complete Booking needs location, type, date and time. @example isBookingSelectionComplete({ location: '', ... }) // false */
export function isBookingSelectionComplete(s: {
  location?: string | null;
  appointmentType?: string | null;
  date?: string | null;
  time?: string | null;
}): boolean {
  return [s.location, s.appointmentType, s.date, s.time].every((v) => !blank(v));
}

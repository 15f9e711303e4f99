// What the Users tab's search box means, as exact-match Firestore lookups (the server finds a user whether or not
// their page is loaded). Pure: no SDK, so it is tested on its own.
import { PHONE_COUNTRY_CODE } from '../../domain/validation';

export type UserLookup =
  | { kind: 'email'; values: string[] }
  | { kind: 'contact'; value: string }
  | { kind: 'member-or-uid'; membershipNumbers: string[]; uid: string };

/**
 * A Trinidad and Tobago number in any usual writing ('1234567', '868-123-4567', '+1 (868) 123 4567') in the
 * stored form '+1868' + 7 digits; null when it is not one.
 */
export function toStoredPhone(raw: string): string | null {
  if (!/^[+\d\s().-]+$/.test(raw.trim())) return null;
  const digits = raw.replace(/\D/g, '');
  const local = PHONE_COUNTRY_CODE.slice(1); // '1868'
  if (digits.length === 7) return `${PHONE_COUNTRY_CODE}${digits}`;
  if (digits.length === 10 && digits.startsWith(local.slice(1))) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith(local)) return `+${digits}`;
  return null;
}

/**
 * The lookups for a search term, or null for an empty one.
 * @example userLookup('Alice@Demo.test') // { kind: 'email', values: ['alice@demo.test', 'Alice@Demo.test'] }
 * @example userLookup('868 555 0101')    // { kind: 'contact', value: '+18685550101' }
 * @example userLookup('mem-ab12')        // { kind: 'member-or-uid', membershipNumbers: ['MEM-AB12', 'mem-ab12'], uid: 'mem-ab12' }
 */
export function userLookup(term: string): UserLookup | null {
  const trimmed = term.trim();
  if (trimmed === '') return null;
  const distinct = (...values: string[]) => [...new Set(values)];
  if (trimmed.includes('@')) return { kind: 'email', values: distinct(trimmed.toLowerCase(), trimmed) };
  const phone = toStoredPhone(trimmed);
  if (phone) return { kind: 'contact', value: phone };
  return {
    kind: 'member-or-uid',
    membershipNumbers: distinct(trimmed.toUpperCase(), trimmed),
    uid: trimmed,
  };
}

/**
 * SMS texts that fit one segment: 160 characters of the GSM-7 default alphabet (3GPP TS 23.038), the escape table's
 * characters counting two. +1868 handsets do not join long messages (issue 42), so a text that does not fit is cut
 * to fit, never sent as two. Characters outside GSM-7 would switch the whole message to UCS-2 (70 characters): the
 * usual typographic ones are replaced by their GSM-7 look-alikes and any other by '?'.
 *
 * API:
 *   SMS_SEPTETS (160)
 *   isGsm7(text) -> every character is in the default alphabet or its extension
 *   gsm7Length(text) -> septets the text takes (extension characters count 2)
 *   toGsm7(text) -> the text with non-GSM-7 characters replaced
 *   fitSms(text) -> GSM-7 text of at most 160 septets (cut with '...' when longer)
 */
export const SMS_SEPTETS = 160;

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';
const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

const LOOK_ALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '•': '-',
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  ç: 'c',
};

export const isGsm7 = (text: string): boolean =>
  [...text].every((c) => BASIC_SET.has(c) || EXTENSION_SET.has(c));

export function gsm7Length(text: string): number {
  let septets = 0;
  for (const c of text) {
    if (BASIC_SET.has(c)) septets += 1;
    else if (EXTENSION_SET.has(c)) septets += 2;
    else throw new RangeError(`not a GSM-7 character: ${JSON.stringify(c)}`);
  }
  return septets;
}

export function toGsm7(text: string): string {
  return [...text]
    .map((c) => (BASIC_SET.has(c) || EXTENSION_SET.has(c) ? c : (LOOK_ALIKES[c] ?? '?')))
    .join('');
}

/** GSM-7 text of at most `limit` septets: as is when it fits, else cut at a character and ended with '...'. */
export function fitSms(text: string, limit = SMS_SEPTETS): string {
  const gsm = toGsm7(text);
  if (gsm7Length(gsm) <= limit) return gsm;
  let out = '';
  let used = 0;
  for (const c of gsm) {
    const size = EXTENSION_SET.has(c) ? 2 : 1;
    if (used + size > limit - 3) break;
    out += c;
    used += size;
  }
  return `${out.trimEnd()}...`;
}

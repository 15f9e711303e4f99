// Tells a scanned plan pass (issue 43) from an order pass without verifying it (the server does): both are compact
// JWS texts signed with the same key; a plan pass's payload carries `p` ('PLAN-…'), an order pass's `o`.

function base64UrlDecode(part: string): string | null {
  try {
    const padded = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    return atob(padded);
  } catch {
    return null;
  }
}

/** True when `text` reads as a plan pass (`{ p: 'PLAN-…' }`); the bay then offers it to "Redeem a plan". */
export function isPlanPassText(text: string): boolean {
  const parts = text.trim().split('.');
  if (parts.length !== 3) return false;
  const payload = base64UrlDecode(parts[1]);
  if (payload === null) return false;
  try {
    const p = (JSON.parse(payload) as { p?: unknown } | null)?.p;
    return typeof p === 'string' && p.startsWith('PLAN-');
  } catch {
    return false;
  }
}

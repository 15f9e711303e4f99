// The signed pass of a wash plan (issue 43): a compact JWS, EdDSA over Ed25519 with the order passes' key
// (order-pass.ts), of `{ p: planId }`. An order pass carries `o`, a plan pass `p`: neither verifies as the other.
// The bay's redeemPlanAtBay checks it and then the plan itself (refunded, ended, plate, day cap), so a screenshot of
// a refunded or ended plan's pass buys nothing.
import { CompactSign, compactVerify } from 'jose';
import { passPublicKey, passPrivateKey } from './order-pass';

const ALG = 'EdDSA';
const MAX_PASS_LENGTH = 1000;
const encoder = new TextEncoder();

/** @example await signPlanPass('PLAN-abc') // 'eyJhbGciOiJFZERTQSJ9.eyJwIjoiUExBTi1hYmMifQ.…' */
export async function signPlanPass(planId: string): Promise<string> {
  const payload = encoder.encode(JSON.stringify({ p: planId }));
  return new CompactSign(payload).setProtectedHeader({ alg: ALG }).sign(passPrivateKey());
}

/** The signed plan id, or null when the text is not a plan pass we signed (an order pass, forged, damaged). */
export async function verifyPlanPass(text: string): Promise<{ planId: string } | null> {
  if (typeof text !== 'string' || text.length > MAX_PASS_LENGTH) return null;
  const publicKey = passPublicKey();
  try {
    const { payload } = await compactVerify(text.trim(), publicKey, { algorithms: [ALG] });
    const { p } = JSON.parse(new TextDecoder().decode(payload)) as { p?: unknown };
    return typeof p === 'string' && p.startsWith('PLAN-') ? { planId: p } : null;
  } catch {
    return null;
  }
}

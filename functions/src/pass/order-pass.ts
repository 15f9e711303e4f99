// The signed pass of an order (issue 27, src/contracts/bay-api.ts): a compact JWS, EdDSA over Ed25519, of
// `{ o: orderId, v: passVersion }`, made with jose. It rides in the order's QR text beside the spec's 12 fields
// (domain/qr-payload). Ed25519 rather than HS256: the signature is deterministic and small, and the public half can
// later be handed to a bay device to check passes offline without it being able to make one.
//
// API:
//   signPass(orderId, version) -> JWS       verifyPass(text) -> { orderId, version } | null (never throws)
//   signedQrData(order, version) -> { passVersion, qrData }   (signs; for create, rebook, trade, cancel-trade)
//   keptQrData(order) -> qrData with the order's current pass (no signing; for changes that keep the version)
//   currentPassVersion(order), nextPassVersion(order), parsePassKey(text)
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { CompactSign, compactVerify } from 'jose';
import { passOfQrText, serializeQrPayload } from '../../../src/domain/qr-payload';
import { PASS_SIGNING_KEY } from './pass-secret';

type QrOrder = Parameters<typeof serializeQrPayload>[0];

const ALG = 'EdDSA';
/** PKCS#8 DER prefix of an Ed25519 private key (RFC 8410); the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const KEY_TEXT = /^[A-Za-z0-9_-]{43}$/;
/** Longer scanned text is not ours (a pass is about 170 characters). */
const MAX_PASS_LENGTH = 1000;

export interface PassKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The key pair of a secret's value. Throws without echoing the value. */
export function parsePassKey(text: string): PassKeys {
  const trimmed = text.trim();
  if (!KEY_TEXT.test(trimmed))
    throw new Error('PASS_SIGNING_KEY must be 32 random bytes in base64url (43 characters).');
  const seed = Buffer.from(trimmed, 'base64url');
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

let cached: { text: string; keys: PassKeys } | null = null;

function passKeys(): PassKeys {
  const text = PASS_SIGNING_KEY.value();
  if (!text) throw new Error('PASS_SIGNING_KEY is not set for this function.');
  if (cached?.text !== text) cached = { text, keys: parsePassKey(text) };
  return cached.keys;
}

/** The pass key's halves, for the plan pass (plan-pass.ts). */
export const passPrivateKey = () => passKeys().privateKey;
export const passPublicKey = () => passKeys().publicKey;

const encoder = new TextEncoder();

/** @example await signPass('ORDER-…', 1) // 'eyJhbGciOiJFZERTQSJ9.eyJvIjoiT1JERVIt…In0.…' */
export async function signPass(orderId: string, version: number): Promise<string> {
  if (!Number.isInteger(version) || version < 1)
    throw new RangeError(`pass version must be >= 1, got ${version}`);
  const payload = encoder.encode(JSON.stringify({ o: orderId, v: version }));
  return new CompactSign(payload).setProtectedHeader({ alg: ALG }).sign(passKeys().privateKey);
}

/** The signed order id and version, or null when the text is not a pass we signed (forged, damaged, other key). */
export async function verifyPass(text: string): Promise<{ orderId: string; version: number } | null> {
  if (typeof text !== 'string' || text.length > MAX_PASS_LENGTH) return null;
  const { publicKey } = passKeys(); // a missing key is a deployment fault, not a bad pass: it throws
  try {
    const { payload } = await compactVerify(text, publicKey, { algorithms: [ALG] });
    const { o, v } = JSON.parse(new TextDecoder().decode(payload)) as { o?: unknown; v?: unknown };
    if (typeof o !== 'string' || typeof v !== 'number' || !Number.isInteger(v) || v < 1) return null;
    return { orderId: o, version: v };
  } catch {
    return null;
  }
}

/** The version of an order's current pass; 0 for an order written before passes existed. */
export const currentPassVersion = (order: { passVersion?: number }): number =>
  typeof order.passVersion === 'number' && Number.isInteger(order.passVersion) && order.passVersion > 0
    ? order.passVersion
    : 0;

/** The version a rebook, a trade or a cancelled trade gives the order: every earlier picture is refused. */
export const nextPassVersion = (order: { passVersion?: number }): number => currentPassVersion(order) + 1;

/** The stored fields of an order's pass at `version`: the version and the QR text with the signed pass. */
export async function signedQrData(
  order: QrOrder,
  version: number,
): Promise<{ passVersion: number; qrData: string }> {
  return { passVersion: version, qrData: serializeQrPayload(order, await signPass(order.orderId, version)) };
}

/**
 * The QR text of an order whose facts changed but whose pass did not (offer for trade, a staff status change,
 * completion): the new facts with the pass already stored. No key needed.
 */
export function keptQrData(order: QrOrder & { qrData?: string }): string {
  return serializeQrPayload(order, passOfQrText(order.qrData));
}

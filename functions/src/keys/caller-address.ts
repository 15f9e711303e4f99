// The address a request came from, as the platform observed it: the one key of every per-caller limit.
//
// Deployed (Cloud Functions v2 on Cloud Run), Google's front end appends the address it accepted the connection
// from as the LAST X-Forwarded-For hop; everything before it is whatever the caller sent, so the first hop is
// forgeable and never read. Behind one more proxy of our own (an external load balancer) the client is one hop
// further from the end: CALLER_ADDRESS_HOPS_FROM_END says how far (default 1, the last hop).
// In the emulator there is no front end: the header is entirely the caller's, so it is ignored and the socket
// address is used. The Functions emulator hands requests to its worker over a local socket, so every emulator
// caller is this machine and shares one key, which is the truth on a developer's machine.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { hashKey } from './hash-key';

/** The parts of a request the address is taken from (a CallableRequest's rawRequest fits). */
export interface ObservedRequest {
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined } | null;
}

export interface AddressOptions {
  /** True in the Functions emulator (FUNCTIONS_EMULATOR=true). */
  emulator: boolean;
  /** Which X-Forwarded-For hop, counted from the end, the platform wrote (1 = last). */
  hopsFromEnd: number;
}

const LOCAL = 'local';

/**
 * IPv4 as it is; IPv6 reduced to its network of `prefixBits` (default /64: one subscriber usually holds a whole /64,
 * so counting single IPv6 addresses would give one caller 2^64 keys; the sign-in lockout groups by /56, the block
 * a household usually gets); IPv4-mapped IPv6 read as IPv4.
 * @example normaliseAddress('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * @example normaliseAddress('2001:db8:1:2ab::1', 56) // '2001:db8:1:200::/56'
 */
export function normaliseAddress(raw: string, prefixBits = 64): string {
  const address = raw
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const bits = Math.min(128, Math.max(16, Math.round(prefixBits)));
  const network = groups.slice(0, Math.ceil(bits / 16)).map((group, i) => {
    const kept = Math.min(16, bits - i * 16);
    const value = (parseInt(group, 16) || 0) & (0xffff << (16 - kept)) & 0xffff;
    return value.toString(16);
  });
  return `${network.join(':')}::/${bits}`;
}

/** The observed caller address of a raw request (see the header of this file). */
export function observedAddress(
  raw: ObservedRequest | undefined,
  options: AddressOptions,
  prefixBits?: number,
): string {
  const socketAddress = raw?.socket?.remoteAddress;
  if (!options.emulator) {
    const header = raw?.headers?.['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    const hop = hops[hops.length - Math.max(1, options.hopsFromEnd)];
    if (hop) return normaliseAddress(hop, prefixBits);
  }
  return socketAddress ? normaliseAddress(socketAddress, prefixBits) : LOCAL;
}

function hopsFromEnd(): number {
  const value = Number(process.env.CALLER_ADDRESS_HOPS_FROM_END);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/**
 * The caller's observed address; every per-caller limit keys on this and nothing else. `prefixBits` groups IPv6
 * callers by a wider network than the default /64 (the sign-in lockout: CONFIG.loginCallerIpv6PrefixBits).
 */
export function callerAddress(request: Pick<CallableRequest, 'rawRequest'>, prefixBits?: number): string {
  return observedAddress(
    request.rawRequest as ObservedRequest | undefined,
    { emulator: process.env.FUNCTIONS_EMULATOR === 'true', hopsFromEnd: hopsFromEnd() },
    prefixBits,
  );
}

/** A rate-limit key for this caller (hashed: addresses are personal data). */
export function callerKey(
  kind: string,
  request: Pick<CallableRequest, 'rawRequest'>,
  prefixBits?: number,
): string {
  return hashKey(kind, callerAddress(request, prefixBits));
}

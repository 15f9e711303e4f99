import { describe, expect, it } from 'vitest';
import { normaliseAddress, observedAddress } from './caller-address';

const deployed = { emulator: false, hopsFromEnd: 1 };
const emulator = { emulator: true, hopsFromEnd: 1 };
const request = (xff: string | string[] | undefined, socket?: string) => ({
  headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  socket: { remoteAddress: socket },
});

describe('observedAddress when deployed', () => {
  it('takes the last X-Forwarded-For hop, the one Google front end appended', () => {
    expect(observedAddress(request('203.0.113.7'), deployed)).toBe('203.0.113.7');
    expect(observedAddress(request('198.51.100.1, 203.0.113.7'), deployed)).toBe('203.0.113.7');
  });

  it('ignores whatever the caller wrote before that hop, however it varies', () => {
    const seen = new Set(
      ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'garbage', ''].map((forged) =>
        observedAddress(request(`${forged}${forged ? ', ' : ''}203.0.113.7`), deployed),
      ),
    );
    expect([...seen]).toEqual(['203.0.113.7']);
  });

  it('reads repeated headers as one list', () => {
    expect(observedAddress(request(['9.9.9.9', '203.0.113.7']), deployed)).toBe('203.0.113.7');
  });

  it('counts further hops from the end when configured behind one more proxy', () => {
    const twoHops = { emulator: false, hopsFromEnd: 2 };
    expect(observedAddress(request('6.6.6.6, 203.0.113.7, 10.0.0.1'), twoHops)).toBe('203.0.113.7');
  });

  it('falls back to the socket address without the header', () => {
    expect(observedAddress(request(undefined, '192.0.2.4'), deployed)).toBe('192.0.2.4');
  });
});

describe('observedAddress in the emulator', () => {
  it('never reads X-Forwarded-For: forged values give the same socket address', () => {
    expect(observedAddress(request('1.2.3.4', '127.0.0.1'), emulator)).toBe('127.0.0.1');
    expect(observedAddress(request('5.6.7.8', '127.0.0.1'), emulator)).toBe('127.0.0.1');
  });

  it('names a caller on a local socket without an address "local"', () => {
    expect(observedAddress(request('1.2.3.4'), emulator)).toBe('local');
    expect(observedAddress(undefined, emulator)).toBe('local');
  });
});

describe('normaliseAddress', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(normaliseAddress(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reduces IPv6 to its /64 network, so one subscriber cannot rotate addresses', () => {
    expect(normaliseAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('groups IPv6 by a wider network when asked: every /64 of one /56 is one caller', () => {
    const keys = new Set(
      Array.from({ length: 256 }, (_, i) =>
        normaliseAddress(`2001:db8:aa:bb${i.toString(16).padStart(2, '0')}::7`, 56),
      ),
    );
    expect([...keys]).toEqual(['2001:db8:aa:bb00::/56']);
    expect(normaliseAddress('2001:db8:aa:bc00::7', 56)).toBe('2001:db8:aa:bc00::/56');
    expect(normaliseAddress('2001:db8:aa:bbff:1::', 48)).toBe('2001:db8:aa::/48');
    expect(normaliseAddress('203.0.113.7', 56)).toBe('203.0.113.7');
  });

  it('reads the deployed hop with the prefix asked for', () => {
    const hop = { headers: { 'x-forwarded-for': '1.1.1.1, 2001:db8:aa:bb17::1' }, socket: {} };
    expect(observedAddress(hop, deployed, 56)).toBe('2001:db8:aa:bb00::/56');
  });
});

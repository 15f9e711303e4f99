import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { qrPng, qrSymbol } from './qr-png';

const TEXT = '{"v":1,"orderId":"ORD-20261124-ABCDEFGH-1234","code":"ABC123","date":"2026-11-25"}';

describe('qrPng', () => {
  it('draws a code that reads back as the text, in one grey channel', () => {
    const buffer = qrPng(TEXT, { margin: 2, scale: 6 });
    const image = PNG.sync.read(buffer);
    expect(buffer[25]).toBe(0); // IHDR colour type: greyscale
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(TEXT);
  });

  it('draws the same pixels as qrcode’s own PNG renderer, with the quiet zone and scale asked for', async () => {
    const ours = PNG.sync.read(qrPng(TEXT, { margin: 2, scale: 6 }));
    const theirs = PNG.sync.read(
      await QRCode.toBuffer([{ data: Buffer.from(TEXT), mode: 'byte' }], {
        errorCorrectionLevel: 'M',
        margin: 2,
        scale: 6,
      }),
    );
    const modules = qrSymbol(TEXT).modules.size;
    expect(ours.width).toBe((modules + 4) * 6);
    expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
    expect(Buffer.compare(ours.data, theirs.data)).toBe(0);
  });

  it('encodes the text as one byte-mode segment, without searching for a mix of modes', () => {
    const symbol = qrSymbol(TEXT);
    expect(symbol.segments.map((segment) => segment.mode.id)).toEqual(['Byte']);
    // The searched mix needs no smaller version for this payload: the e-mail's code is no bigger.
    expect(symbol.version).toBe(QRCode.create(TEXT, { errorCorrectionLevel: 'M' }).version);
  });
});

// The QR code of an e-mail as a PNG, drawn here from qrcode's module matrix: one grey channel, one byte a pixel,
// written by pngjs with the "up" filter only (each module row repeats `scale` times, so most filtered rows are
// zeros). qrcode's own PNG renderer draws RGBA, converts it to grey pixel by pixel and tries all five filters on
// every row: 8.1 ms a code (6.6 ms told to write grey) against 1.7 ms here, for the same pixels; the e-mail is
// rendered inside every booking's transaction, so this is CPU of the booking path.
//   The payload is encoded as ONE byte-mode segment: told only a string, qrcode searches the cheapest mix of
// numeric, alphanumeric and byte segments (a shortest-path search over every character), which took a third of
// the code's time (2.0 -> 1.35 ms) and saved no version on the JSON payload the e-mails carry (version 15 either
// way). Any reader decodes the same text.
import QRCode from 'qrcode';
import { PNG } from 'pngjs';

export interface QrPngOptions {
  /** Quiet zone around the code, in modules. */
  margin: number;
  /** Pixels a module. */
  scale: number;
}

const DARK = 0;
const LIGHT = 255;
const GREY = 0; // PNG colour type 0: greyscale
const UP = 2; // PNG filter type 2: up

/** The QR code of `text` as one byte-mode segment (see the header), error correction M (the account page's level). */
export const qrSymbol = (text: string) =>
  QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'M' });

/** `text` as a QR code (`qrSymbol`), black on white. */
export function qrPng(text: string, { margin, scale }: QrPngOptions): Buffer {
  const { modules } = qrSymbol(text);
  const side = (modules.size + 2 * margin) * scale;
  const data = Buffer.alloc(side * side, LIGHT);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const left = (col + margin) * scale;
      const top = (row + margin) * scale;
      for (let y = top; y < top + scale; y++) data.fill(DARK, y * side + left, y * side + left + scale);
    }
  }
  return PNG.sync.write({ width: side, height: side, data } as PNG, {
    colorType: GREY,
    inputColorType: GREY,
    inputHasAlpha: false,
    filterType: UP,
  });
}

// A camera for the bay's end-to-end tests: Chromium plays a Y4M file as its webcam when started with
//   --use-fake-device-for-media-stream --use-fake-ui-for-media-stream --use-file-for-fake-video-capture=<file>
// and this writes that file: a QR code of the given text, black on white, on a 640x480 frame (I420), repeated.
// The browser loops it, so the bay screen's scanner reads the code whenever it looks. Nothing here is imported by
// production code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;
/** Light margin around the code, in modules (the QR standard's quiet zone is 4). */
const QUIET = 4;

/** The luma plane of one frame: the code centred and as large as fits. */
function lumaOf(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * QUIET));
  if (scale < 2) throw new RangeError(`The text is too long for a ${WIDTH}x${HEIGHT} fake camera frame.`);
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < side; row += 1) {
    for (let col = 0; col < side; col += 1) {
      if (modules.get(Math.floor(row / scale), Math.floor(col / scale)))
        y[(top + row) * WIDTH + left + col] = 16;
    }
  }
  return y;
}

/**
 * Writes a Y4M video showing a QR code of `text` to `file` (directories made as needed) and returns the path.
 * @example chromiumFakeCameraArgs(writeQrVideo(passText, 'test-results/bay-pass.y4m'))
 */
export function writeQrVideo(text: string, file: string): string {
  const luma = lumaOf(text);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}

/** The Chromium flags that make `file` the camera and accept the camera prompt. */
export function chromiumFakeCameraArgs(file: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}

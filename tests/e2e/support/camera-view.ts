// What the bay's camera makes of a phone screen showing a pass (issue 46), in plain pixel arithmetic: the screenshot
// of the pass is placed on a grey frame (the bay camera asks for 1280x720) so that it fills `widthShare` of the
// frame's width, tilted by `tiltDegrees`, with the screen's glow lowering its contrast (`contrast`), blurred by a
// box blur of `blurRadius` frame pixels (a hand-held phone camera at arm's length is never sharp), and then scaled
// down as the bay's scanner does before decoding (admin-bay-scanner.ts: longest side MAX_SIDE). No production code
// imports this.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export interface CameraView {
  frameWidth: number;
  frameHeight: number;
  widthShare: number;
  tiltDegrees: number;
  blurRadius: number;
  /** 1 keeps black and white; 0.7 maps them to 38 and 217 (a screen photographed under daylight). */
  contrast: number;
  /** The scanner's longest side (admin-bay-scanner.ts MAX_SIDE). */
  decoderSide: number;
}

export const ARM_LENGTH: CameraView = {
  frameWidth: 1280,
  frameHeight: 720,
  widthShare: 0.25,
  tiltDegrees: 4,
  blurRadius: 1,
  contrast: 0.7,
  decoderSide: 800,
};

interface Gray {
  width: number;
  height: number;
  data: Float32Array;
}

function grayOfPng(png: Buffer): Gray {
  const image = PNG.sync.read(png);
  const data = new Float32Array(image.width * image.height);
  for (let i = 0; i < data.length; i += 1)
    data[i] = (image.data[4 * i] + image.data[4 * i + 1] + image.data[4 * i + 2]) / 3;
  return { width: image.width, height: image.height, data };
}

function sample(src: Gray, x: number, y: number, outside: number): number {
  if (x < 0 || y < 0 || x > src.width - 1 || y > src.height - 1) return outside;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, src.width - 1);
  const y1 = Math.min(y0 + 1, src.height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const at = (px: number, py: number) => src.data[py * src.width + px];
  return (
    at(x0, y0) * (1 - fx) * (1 - fy) +
    at(x1, y0) * fx * (1 - fy) +
    at(x0, y1) * (1 - fx) * fy +
    at(x1, y1) * fx * fy
  );
}

/** The source drawn on the frame: area-averaged (so a shrink loses detail as a lens does), tilted, centred. */
function place(src: Gray, view: CameraView): Gray {
  const { frameWidth: w, frameHeight: h } = view;
  const out = new Float32Array(w * h);
  const scale = (view.widthShare * w) / src.width;
  const step = 1 / scale;
  const taps = Math.max(1, Math.ceil(step));
  const angle = (view.tiltDegrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const dx = x - w / 2;
      const dy = y - h / 2;
      const sx = (cos * dx + sin * dy) * step + src.width / 2;
      const sy = (-sin * dx + cos * dy) * step + src.height / 2;
      let sum = 0;
      for (let ty = 0; ty < taps; ty += 1)
        for (let tx = 0; tx < taps; tx += 1)
          sum += sample(
            src,
            sx + ((tx + 0.5) / taps - 0.5) * step,
            sy + ((ty + 0.5) / taps - 0.5) * step,
            128,
          );
      out[y * w + x] = sum / (taps * taps);
    }
  }
  return { width: w, height: h, data: out };
}

function boxBlur(img: Gray, radius: number): Gray {
  if (radius <= 0) return img;
  const { width: w, height: h } = img;
  const pass = (data: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(data.length);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1) {
        let sum = 0;
        let n = 0;
        for (let k = -radius; k <= radius; k += 1) {
          const px = horizontal ? x + k : x;
          const py = horizontal ? y : y + k;
          if (px < 0 || py < 0 || px >= w || py >= h) continue;
          sum += data[py * w + px];
          n += 1;
        }
        out[y * w + x] = sum / n;
      }
    return out;
  };
  return { width: w, height: h, data: pass(pass(img.data, true), false) };
}

function shrink(img: Gray, side: number): Gray {
  const scale = Math.min(1, side / Math.max(img.width, img.height));
  if (scale === 1) return img;
  const w = Math.round(img.width * scale);
  const h = Math.round(img.height * scale);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1)
      out[y * w + x] = sample(img, (x + 0.5) / scale - 0.5, (y + 0.5) / scale - 0.5, 128);
  return { width: w, height: h, data: out };
}

/** The RGBA frame the bay's decoder receives of `png` seen as `view` says. */
export function cameraFrame(png: Buffer, view: CameraView = ARM_LENGTH) {
  const placed = boxBlur(place(grayOfPng(png), view), view.blurRadius);
  const frame = shrink(placed, view.decoderSide);
  const rgba = new Uint8ClampedArray(frame.width * frame.height * 4);
  for (let i = 0; i < frame.data.length; i += 1) {
    const v = 128 + (frame.data[i] - 128) * view.contrast;
    rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = v;
    rgba[4 * i + 3] = 255;
  }
  return { data: rgba, width: frame.width, height: frame.height };
}

/** The bay's own decoder (admin-bay-decoder.worker.ts: jsQR, both inversions) on one frame, and how long it took. */
export function decodeAsTheBay(frame: ReturnType<typeof cameraFrame>): { text: string | null; ms: number } {
  const started = performance.now();
  const text =
    jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  return { text, ms: performance.now() - started };
}

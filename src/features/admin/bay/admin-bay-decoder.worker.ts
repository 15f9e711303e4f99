// The bay scanner's own QR decoder (issue 27), for browsers without a BarcodeDetector: jsQR in a module worker, so
// decoding never blocks the page. Vite emits it as a file of our own origin (CSP `worker-src 'self'`: no blob: URL,
// no wasm, no CDN). Each message is one camera frame; the answer is its QR text or null.
import jsQR from 'jsqr';

export interface DecodeRequest {
  id: number;
  data: Uint8ClampedArray;
  width: number;
  height: number;
}
export interface DecodeAnswer {
  id: number;
  text: string | null;
}

self.onmessage = (event: MessageEvent<DecodeRequest>) => {
  const { id, data, width, height } = event.data;
  let text: string | null = null;
  try {
    text = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  } catch (error) {
    console.warn('[bay] decoding a frame failed', error);
  }
  const answer: DecodeAnswer = { id, text };
  self.postMessage(answer);
};

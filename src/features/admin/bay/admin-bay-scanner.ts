// The bay's camera scanner (issue 27), loaded on the first tap of "Start camera". It decodes with the browser's
// BarcodeDetector where there is one that reads QR codes (Android Chrome, macOS), and elsewhere with jsQR in a
// worker of our own origin (admin-bay-decoder.worker.ts). A frame is decoded only after the previous one answered,
// so a slow phone never queues frames. Works with Chromium's fake camera (--use-fake-device-for-media-stream).
import type { DecodeAnswer, DecodeRequest } from './admin-bay-decoder.worker';
import type { QrCameraScanner, ScanSession } from './scanner';

/** Pause between two decoded frames. */
const FRAME_GAP_MS = 120;
/** Frames are scaled down to this many pixels on their long side before jsQR reads them. */
const MAX_SIDE = 800;

interface FrameDecoder {
  decode(video: HTMLVideoElement): Promise<string | null>;
  close(): void;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector, when it has one that reads QR codes. */
async function nativeDecoder(): Promise<FrameDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
      close: () => {},
    };
  } catch (error) {
    console.warn('[bay] BarcodeDetector is not usable; decoding with jsQR', error);
    return null;
  }
}

/** jsQR in a worker: each frame is drawn on a canvas, scaled down, and its pixels moved (not copied) to the worker. */
function workerDecoder(): FrameDecoder {
  const worker = new Worker(new URL('./admin-bay-decoder.worker.ts', import.meta.url), { type: 'module' });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const pending = new Map<number, (text: string | null) => void>();
  let nextId = 0;
  const settleAll = () => {
    pending.forEach((resolve) => resolve(null));
    pending.clear();
  };
  worker.onmessage = (event: MessageEvent<DecodeAnswer>) => {
    pending.get(event.data.id)?.(event.data.text);
    pending.delete(event.data.id);
  };
  worker.onerror = (event) => {
    console.warn('[bay] the decoder worker failed', event.message);
    settleAll();
  };
  return {
    decode(video) {
      const { videoWidth, videoHeight } = video;
      if (!context || videoWidth === 0 || videoHeight === 0) return Promise.resolve(null);
      const scale = Math.min(1, MAX_SIDE / Math.max(videoWidth, videoHeight));
      canvas.width = Math.round(videoWidth * scale);
      canvas.height = Math.round(videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const id = ++nextId;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        const request: DecodeRequest = { id, data: image.data, width: image.width, height: image.height };
        worker.postMessage(request, [image.data.buffer]);
      });
    },
    close() {
      worker.terminate();
      settleAll();
    },
  };
}

export const cameraScanner: QrCameraScanner = {
  async start(video, onText): Promise<ScanSession> {
    if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError');
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    const release = () => stream.getTracks().forEach((track) => track.stop());
    let decoder: FrameDecoder;
    try {
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play();
      decoder = (await nativeDecoder()) ?? workerDecoder();
    } catch (error) {
      release();
      video.srcObject = null;
      throw error;
    }
    let running = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (!running) return;
      try {
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const text = await decoder.decode(video);
          if (running && text) onText(text);
        }
      } catch (error) {
        console.warn('[bay] decoding a frame failed', error);
      }
      if (running) timer = setTimeout(() => void tick(), FRAME_GAP_MS);
    };
    void tick();
    return {
      stop() {
        if (!running) return;
        running = false;
        clearTimeout(timer);
        decoder.close();
        release();
        video.srcObject = null;
      },
    };
  },
};

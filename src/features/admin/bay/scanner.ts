// The camera scanner behind a small interface, so the bay screen does not care how a frame is decoded: the real one
// (admin-bay-scanner.ts, loaded on the first tap of "Start camera", so neither the admin chunk nor any customer
// route carries it) and the fakes of the component tests, which call `onText` themselves.
import { BAY_TEXT } from './bay-text';

export interface ScanSession {
  /** Stops decoding and releases the camera. */
  stop(): void;
}

export interface QrCameraScanner {
  /**
   * Asks for the camera (the browser's permission prompt), shows it in `video` and calls `onText` with the text of
   * every QR code it decodes, until the session is stopped. Rejects with the getUserMedia error (a DOMException:
   * NotAllowedError, NotFoundError, NotReadableError…) when the camera cannot be used.
   */
  start(video: HTMLVideoElement, onText: (text: string) => void): Promise<ScanSession>;
}

export type LoadQrScanner = () => Promise<QrCameraScanner>;

/** The sentence for a camera that could not start, by the getUserMedia error's name. */
export function cameraProblem(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return BAY_TEXT.cameraDenied;
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'TypeError':
      return BAY_TEXT.cameraMissing;
    case 'NotReadableError':
    case 'AbortError':
      return BAY_TEXT.cameraBusy;
    default:
      return BAY_TEXT.cameraFailed;
  }
}

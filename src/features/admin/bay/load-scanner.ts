// Loads the real camera scanner (admin-bay-scanner.ts) as a chunk of its own, on the first tap of "Start camera".
// Apart from scanner.ts, whose interfaces that chunk implements, so that the two do not import each other.
import type { LoadQrScanner } from './scanner';

/** The real scanner, as a separate chunk. */
export const loadQrScanner: LoadQrScanner = async () => (await import('./admin-bay-scanner')).cameraScanner;

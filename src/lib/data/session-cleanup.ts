// What the top navigation and footer links call: cleans up any appointment or payment session in progress in this
// tab (spec section 2). The open booking page registers its own cleanup (release the hold, delete the userSessions
// record); the browser markers are removed here too, so nothing is left behind even if no page registered.
import { clearOwnMarkers } from './session-markers';

const cleanups = new Set<() => void>();

/** Registers a cleanup to run when the user leaves through a navigation link; returns the unregister function. */
export function registerSessionCleanup(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Cleans up the booking session of this tab. Safe to call at any time. */
export function cleanupBookingSession(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // Cleanup is best effort; holds expire by themselves.
    }
  }
  try {
    clearOwnMarkers();
  } catch {
    // Storage may be unavailable (private mode); nothing to clean then.
  }
}

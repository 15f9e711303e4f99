/** The gate-passed flag lives in session storage: unlocked for this browser session only (spec section 2). */
export const GATE_STORAGE_KEY = 'gatePassed';

export function isGatePassed(): boolean {
  try {
    return sessionStorage.getItem(GATE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markGatePassed(): void {
  try {
    sessionStorage.setItem(GATE_STORAGE_KEY, 'true');
  } catch {
    // Storage can be unavailable (private mode); the gate then stays open for this page view only.
  }
}

// The payment timer in session storage (spec sections 3 and 4): restored on return, set from the order otherwise;
// corrupt data is reported so the page can send the user to /.
export const PAYMENT_TIMER_KEY = 'paymentTimer';

export interface StoredTimer {
  key: string;
  endsAt: number;
}

export type TimerRead = { status: 'none' } | { status: 'corrupt' } | { status: 'ok'; timer: StoredTimer };

export function readPaymentTimer(): TimerRead {
  const raw = sessionStorage.getItem(PAYMENT_TIMER_KEY);
  if (raw === null) return { status: 'none' };
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value === 'object' && value !== null) {
      const { key, endsAt } = value as Record<string, unknown>;
      if (typeof key === 'string' && typeof endsAt === 'number' && Number.isFinite(endsAt)) {
        return { status: 'ok', timer: { key, endsAt } };
      }
    }
  } catch {
    // fall through
  }
  return { status: 'corrupt' };
}

export function writePaymentTimer(timer: StoredTimer): void {
  sessionStorage.setItem(PAYMENT_TIMER_KEY, JSON.stringify(timer));
}

export function clearPaymentTimer(): void {
  sessionStorage.removeItem(PAYMENT_TIMER_KEY);
}

let reloadHandled = false;

/**
 * True when this document was loaded by reloading `pathname` (F5 on the payment page), as opposed to an in-app
 * navigation to it, until `markReloadHandled()` is called.
 */
export function isReloadOf(pathname: string): boolean {
  if (reloadHandled) return false;
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'reload') return false;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}

export function markReloadHandled(): void {
  reloadHandled = true;
}

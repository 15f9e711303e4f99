// Browser-stored state of the account page (spec section 3): the give-up history (orderDeletionHistory, timestamps
// of this browser's give-ups, for the 2-per-24-hours rule) and the orders rebooked in this session (an order may be
// rebooked once per session). The server keeps its own count; these only spare refused calls.
import { deletionsInWindow } from '../../domain/give-up';

export const DELETION_HISTORY_KEY = 'orderDeletionHistory';
export const REBOOKED_ORDERS_KEY = 'rebookedOrders';
export const ROTATE_DISMISSED_KEY = 'rotateOverlayDismissed';

function read<T>(store: Storage | undefined, key: string, fallback: T): T {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(store: Storage | undefined, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the server still enforces the rule.
  }
}

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** Give-ups of the last 24 hours (older ones are dropped from storage). */
export function readDeletionHistory(now: Date): Date[] {
  const stored = read<unknown[]>(local(), DELETION_HISTORY_KEY, []);
  const dates = (Array.isArray(stored) ? stored : [])
    .filter((t): t is number => typeof t === 'number' && Number.isFinite(t))
    .map((t) => new Date(t));
  const recent = deletionsInWindow(dates, now);
  if (recent.length !== dates.length)
    write(
      local(),
      DELETION_HISTORY_KEY,
      recent.map((d) => d.getTime()),
    );
  return recent;
}

export function recordDeletion(now: Date): void {
  write(local(), DELETION_HISTORY_KEY, [...readDeletionHistory(now).map((d) => d.getTime()), now.getTime()]);
}

/** Orders this user rebooked in this browser session. */
export function readRebookedOrders(uid: string): Set<string> {
  const stored = read<Record<string, string[]>>(session(), REBOOKED_ORDERS_KEY, {});
  return new Set(Array.isArray(stored[uid]) ? stored[uid] : []);
}

export function recordRebookedOrder(uid: string, orderId: string): void {
  const stored = read<Record<string, string[]>>(session(), REBOOKED_ORDERS_KEY, {});
  write(session(), REBOOKED_ORDERS_KEY, { ...stored, [uid]: [...readRebookedOrders(uid), orderId] });
}

/** Whether this browser's customer already dismissed the rotate-device overlay (it is asked once, not per tab). */
export function readRotateDismissed(): boolean {
  return read<boolean>(local(), ROTATE_DISMISSED_KEY, false) === true;
}

export function recordRotateDismissed(): void {
  write(local(), ROTATE_DISMISSED_KEY, true);
}

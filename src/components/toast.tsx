import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import './toast.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  /** Colour and icon. Default 'info'. */
  tone?: ToastTone;
  /** Milliseconds before it hides by itself; 0 keeps it until dismissed. Default 6000. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastApi {
  /** Shows a message in the polite live region; returns its id. */
  show: (message: string, options?: ToastOptions) => number;
  /** Hides one message. */
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const TONE_LABEL: Record<ToastTone, string> = { info: 'Information', success: 'Success', error: 'Error' };

/**
 * The list of messages, in a polite live region (role="status") that is always in the page so that
 * screen readers announce each new message. Presentational: give it items and a dismiss handler.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span className="visually-hidden">{TONE_LABEL[toast.tone]}: </span>
          <span className="toast__message">{toast.message}</span>
          <button
            type="button"
            className="dismiss-button toast__dismiss"
            aria-label="Dismiss notification"
            onClick={() => onDismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

/**
 * Holds the app's toasts and renders their live region once. Mount it once around the routes (app/layout).
 *
 * @example
 * // app: <ToastProvider><Outlet /></ToastProvider>
 * // any component:
 * const toast = useToast();
 * toast.show('Appointment cancelled.', { tone: 'success' });
 */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (message: string, { tone = 'info', duration = 6000 }: ToastOptions = {}) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, tone }]);
      if (duration > 0)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), duration),
        );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. Throws a clear error when none is mounted. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error('useToast must be used inside <ToastProvider> (mount it once in app/layout.tsx).');
  return api;
}

import './load-states.css';

/**
 * A failed load or action: what went wrong and a Retry button, announced as an alert, so a page never hangs on
 * "Loading" or fails without a way out. `busy` disables Retry while the retry runs.
 */
export function LoadError({
  message,
  onRetry,
  busy = false,
}: {
  message: string;
  onRetry: () => void;
  busy?: boolean;
}) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__text">{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry} disabled={busy}>
        Retry
      </button>
    </div>
  );
}

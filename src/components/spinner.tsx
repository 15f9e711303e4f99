import './spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers and shown next to the wheel. Default 'Loading'. */
  label?: string;
  /** Hide the text visually (it stays for screen readers). */
  hideLabel?: boolean;
  /** 'inline' sits in a line of text or a button; 'block' centres itself with room around it. Default 'block'. */
  variant?: 'inline' | 'block';
}

/**
 * A loading indicator in a polite status region, e.g. `<Spinner label="Loading packages" />`.
 * The wheel stops spinning for users who prefer reduced motion; the text always says what is happening.
 */
export function Spinner({ label = 'Loading', hideLabel = false, variant = 'block' }: SpinnerProps) {
  return (
    <div className={`spinner spinner--${variant}`} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className={hideLabel ? 'visually-hidden' : 'spinner__label'}>{label}</span>
    </div>
  );
}

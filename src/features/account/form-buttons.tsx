/**
 * An account form's buttons: the submit button (its label becomes `busyLabel` while the form works) and, when
 * there is somewhere to go back to, Cancel; both are disabled while the form works.
 */
export function FormButtons({
  label,
  busyLabel,
  busy,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="button-row">
      <button type="submit" className="button" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      )}
    </div>
  );
}

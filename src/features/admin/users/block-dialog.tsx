import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import type { AppointmentType } from '../../../domain/types';
import { BLOCK_DAYS_MAX, BLOCK_DAYS_MIN, BLOCK_REASON_MAX } from '../../../contracts/admin-api';
import { AdminInput } from '../shared/admin-input';

export interface BlockRequest {
  type: AppointmentType;
  days: number;
  reason: string;
}

/** Checks the form as the server will (the callable's schema decides; this only saves a round trip). */
export function validateBlockForm(form: { days: string; reason: string }): string | null {
  const days = Number(form.days);
  if (!Number.isInteger(days) || days < BLOCK_DAYS_MIN || days > BLOCK_DAYS_MAX) {
    return `Enter a whole number of days from ${BLOCK_DAYS_MIN} to ${BLOCK_DAYS_MAX}.`;
  }
  if (form.reason.trim() === '') return 'Please give a reason for the block.';
  return null;
}

/** What the block form holds while it is filled in (days as typed). */
interface BlockForm {
  type: AppointmentType;
  days: string;
  reason: string;
}

/** The block form's three fields: the appointment type, how many days, and the reason. */
function BlockFields({
  form,
  busy,
  onChange,
}: {
  form: BlockForm;
  busy: boolean;
  onChange: (change: Partial<BlockForm>) => void;
}) {
  return (
    <>
      <label className="admin-field">
        <span>Appointment type</span>
        <select
          value={form.type}
          onChange={(e) => onChange({ type: e.target.value as AppointmentType })}
          disabled={busy}
        >
          <option value="free">Free</option>
          <option value="special">Special</option>
        </select>
      </label>
      <AdminInput
        label="Days"
        type="number"
        inputMode="numeric"
        min={BLOCK_DAYS_MIN}
        max={BLOCK_DAYS_MAX}
        step={1}
        value={form.days}
        onChange={(days) => onChange({ days })}
        disabled={busy}
      />
      <label className="admin-field">
        <span>Reason</span>
        <textarea
          rows={3}
          maxLength={BLOCK_REASON_MAX}
          value={form.reason}
          onChange={(e) => onChange({ reason: e.target.value })}
          disabled={busy}
        />
      </label>
    </>
  );
}

/** The form an admin fills to block a user from free or special appointments. */
export function BlockDialog({
  userId,
  busy,
  onSubmit,
  onCancel,
}: {
  /** The user being blocked; null keeps the dialog closed. */
  userId: string | null;
  busy: boolean;
  onSubmit: (request: BlockRequest) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<BlockForm>({ type: 'free', days: '3', reason: '' });
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateBlockForm(form);
    setError(problem);
    if (!problem) onSubmit({ type: form.type, days: Number(form.days), reason: form.reason.trim() });
  }

  return (
    <Modal
      open={userId !== null}
      title="Block user"
      description={userId ? `Block ${userId} from booking appointments of one type.` : undefined}
      size="sm"
      onClose={onCancel}
    >
      <form
        className="admin-block-form"
        noValidate
        onSubmit={submit}
        aria-describedby={error ? errorId : undefined}
      >
        <BlockFields
          form={form}
          busy={busy}
          onChange={(change) => setForm((now) => ({ ...now, ...change }))}
        />
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-block-form__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button admin-button--danger" disabled={busy}>
            {busy ? 'Blocking...' : 'Block user'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

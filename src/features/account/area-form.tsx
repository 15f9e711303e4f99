import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '../../components/text-field';
import { MESSAGES } from '../../domain/messages';
import { updateArea } from '../../lib/data/account-profile';
import { FormButtons } from './form-buttons';

export const AREA_REQUIRED = 'Please enter your area.';

/** Sets the profile's area (required). */
export function AreaForm({
  uid,
  initial = '',
  label = 'Area',
  onSaved,
  onCancel,
}: {
  uid: string;
  initial?: string;
  label?: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [area, setArea] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (area.trim() === '') return setError(AREA_REQUIRED);
    setBusy(true);
    setError('');
    try {
      await updateArea(uid, area.trim());
      onSaved();
    } catch (cause) {
      console.warn('updating the area failed', cause);
      setError(MESSAGES.account.updateAreaFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-describedby={`${id}-error`}>
      <TextField
        id={`${id}-area`}
        label={label}
        type="text"
        autoComplete="address-level2"
        maxLength={100}
        value={area}
        onChange={setArea}
      />
      <p id={`${id}-error`} className="form-error" role="alert">
        {error}
      </p>
      <FormButtons label="Save Area" busyLabel="Saving..." busy={busy} onCancel={onCancel} />
    </form>
  );
}

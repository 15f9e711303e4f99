import { useId, useState, type FormEvent } from 'react';
import { isOrderCode } from '../../../domain/identifiers';
import { BAY_TEXT } from './bay-text';

/**
 * The typed fallback, always shown: order code (4 digits) and number plate, for a cracked or dark screen.
 * `onSubmit` resolves true when the car was checked in, and the fields are then cleared for the next one.
 */
export function BayEntryForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (request: { orderCode: string; numberPlate: string }) => Promise<boolean>;
}) {
  const [orderCode, setOrderCode] = useState('');
  const [numberPlate, setNumberPlate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = orderCode.trim();
    const plate = numberPlate.replace(/\s+/g, '').toUpperCase();
    if (!isOrderCode(code)) return setProblem(BAY_TEXT.orderCodeInvalid);
    if (plate === '') return setProblem(BAY_TEXT.numberPlateMissing);
    setProblem(null);
    if (await onSubmit({ orderCode: code, numberPlate: plate })) {
      setOrderCode('');
      setNumberPlate('');
    }
  }

  return (
    <form className="bay-entry" onSubmit={(e) => void submit(e)} noValidate aria-label="Check in by hand">
      <div className="admin-field">
        <label htmlFor={`${id}-code`}>{BAY_TEXT.orderCode}</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]{4}"
          value={orderCode}
          onChange={(e) => setOrderCode(e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-plate`}>{BAY_TEXT.numberPlate}</label>
        <input
          id={`${id}-plate`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={numberPlate}
          onChange={(e) => setNumberPlate(e.target.value)}
        />
      </div>
      {problem && (
        <p className="bay-entry__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button bay-entry__submit" disabled={busy}>
        {BAY_TEXT.checkIn}
      </button>
    </form>
  );
}

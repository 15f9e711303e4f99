import { useId, useState, type FormEvent } from 'react';
import type { CheckInManuallyRequest, CheckInOrderRequest } from '../../../contracts/bay-api';
import { isOrderCode } from '../../../domain/identifiers';
import { BAY_TEXT } from './bay-text';

/** What the typed order code is checked with: the plate (the pass's fallback), or, for a car without one, the name or phone. */
export const CHECK_WITH = ['plate', 'firstName', 'phoneLast4'] as const;
export type CheckWith = (typeof CHECK_WITH)[number];
const LABELS: Record<CheckWith, string> = {
  plate: BAY_TEXT.numberPlate,
  firstName: BAY_TEXT.firstName,
  phoneLast4: BAY_TEXT.phoneLast4,
};

export type TypedEntry =
  { manual: false; request: CheckInOrderRequest } | { manual: true; request: CheckInManuallyRequest };

/** The request the typed fields make, or the sentence saying what is missing. */
function entryOf(code: string, withWhat: CheckWith, raw: string): TypedEntry | string {
  if (!isOrderCode(code)) return BAY_TEXT.orderCodeInvalid;
  if (withWhat === 'plate') {
    const plate = raw.replace(/\s+/g, '').toUpperCase();
    return plate === ''
      ? BAY_TEXT.numberPlateMissing
      : { manual: false, request: { orderCode: code, numberPlate: plate } };
  }
  if (withWhat === 'phoneLast4') {
    const digits = raw.replace(/\D/g, '');
    return digits.length === 4
      ? { manual: true, request: { orderCode: code, phoneLast4: digits } }
      : BAY_TEXT.phoneLast4Invalid;
  }
  const name = raw.trim();
  return name === ''
    ? BAY_TEXT.firstNameMissing
    : { manual: true, request: { orderCode: code, firstName: name } };
}

/**
 * The typed fallback, always shown: the order code (4 digits) and, to check it, the number plate or (a car without
 * one, or a pass that will not scan: issue 46) the customer's first name or the last 4 digits of their phone.
 * `onSubmit` resolves true when the car was checked in, and the fields are then cleared for the next one.
 */
export function BayEntryForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (entry: TypedEntry) => Promise<boolean>;
}) {
  const [orderCode, setOrderCode] = useState('');
  const [withWhat, setWithWhat] = useState<CheckWith>('plate');
  const [check, setCheck] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entry = entryOf(orderCode.trim(), withWhat, check);
    if (typeof entry === 'string') return setProblem(entry);
    setProblem(null);
    if (await onSubmit(entry)) {
      setOrderCode('');
      setCheck('');
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
        <label htmlFor={`${id}-with`}>{BAY_TEXT.checkWith}</label>
        <select
          id={`${id}-with`}
          value={withWhat}
          onChange={(e) => {
            setWithWhat(e.target.value as CheckWith);
            setCheck('');
          }}
        >
          {CHECK_WITH.map((w) => (
            <option key={w} value={w}>
              {LABELS[w]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-check`}>{LABELS[withWhat]}</label>
        <input
          id={`${id}-check`}
          autoComplete="off"
          autoCapitalize={withWhat === 'plate' ? 'characters' : 'words'}
          inputMode={withWhat === 'phoneLast4' ? 'numeric' : undefined}
          spellCheck={false}
          maxLength={withWhat === 'phoneLast4' ? 4 : withWhat === 'plate' ? 12 : 60}
          value={check}
          onChange={(e) => setCheck(e.target.value)}
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

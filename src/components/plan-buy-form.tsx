import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../domain/messages';
import { PLAN_TEXT } from '../domain/plans';
import { formatPrice } from '../domain/pricing';
import { validateNumberPlate } from '../domain/validation';
import './plan-buy-form.css';

/** The car's plate for a plan: required (PLAN_TEXT.plateNeeded), then the booking form's own rule. */
export function planPlate(raw: string): { ok: true; value: string } | { ok: false; error: string } {
  const checked = validateNumberPlate(raw);
  if (!checked.ok) return checked;
  return checked.value === null
    ? { ok: false, error: PLAN_TEXT.plateNeeded }
    : { ok: true, value: checked.value };
}

/**
 * The plate field and the Buy (or Renew) button of one plan (issue 43), on the Plans page and the account's plans.
 * `onBuy` opens WiPay's page for the checked plate (the browser leaves) or answers the sentence to show; a visitor
 * (`signedIn` false) is sent to sign in. `plateLocked` fixes the plate (a renewal is for the same car).
 */
export function PlanBuyForm({
  plan,
  buyLabel,
  plateLocked,
  signedIn,
  onSignIn,
  onBuy,
  focusPlate = false,
}: {
  plan: { name: string; priceValue: number };
  buyLabel: string;
  plateLocked?: string;
  signedIn: boolean;
  onSignIn: () => void;
  /** Resolves with the refusal's sentence, or never settles usefully because the browser left for WiPay. */
  onBuy: (plate: string) => Promise<string | null>;
  /** Puts the cursor in the plate field (the plan a visitor chose before signing in). */
  focusPlate?: boolean;
}) {
  const id = useId();
  const [plate, setPlate] = useState(plateLocked ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const plateInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusPlate) plateInput.current?.focus();
  }, [focusPlate]);

  async function buy(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) return onSignIn();
    const checked = planPlate(plate);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    setBusy(true);
    const refusal = await onBuy(checked.value);
    if (refusal !== null) {
      setBusy(false);
      setError(refusal);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      className="plan-buy"
      onSubmit={(e) => void buy(e)}
      noValidate
      aria-label={`${buyLabel} ${plan.name}`}
    >
      {signedIn && (
        <div className="plan-buy__field">
          <label htmlFor={`${id}-plate`}>Number plate of the car</label>
          <input
            id={`${id}-plate`}
            ref={plateInput}
            value={plate}
            readOnly={plateLocked !== undefined}
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={(error !== null && plateLocked === undefined) || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setPlate(e.target.value)}
          />
        </div>
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? MESSAGES.payment.redirecting : `${buyLabel} · ${formatPrice(plan.priceValue)}`}
      </button>
      {!signedIn && <p className="plan-buy__hint">{PLAN_TEXT.signInToBuy}</p>}
    </form>
  );
}

import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { CARD_MAX_LENGTHS, validatePaymentForm } from '../../domain/validation';
import { getPaymentGateway } from '../../lib/payment-gateway';

/**
 * The card form. Card number, expiry and CVV live only in this component's memory: they go straight into the
 * payment gateway and are cleared once it answered. The parent only ever learns the cardholder name and the
 * gateway's reference.
 */
export function CardForm({
  amount,
  description,
  disabled,
  onPaid,
}: {
  amount: number;
  description: string;
  disabled: boolean;
  onPaid: (payment: { reference: string; cardholderName: string }) => Promise<void>;
}) {
  const [card, setCard] = useState({ cardNumber: '', cardholderName: '', expiryDate: '', cvv: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof card, autoComplete: string) => ({
    autoComplete,
    value: card[name],
    maxLength: name in CARD_MAX_LENGTHS ? CARD_MAX_LENGTHS[name as keyof typeof CARD_MAX_LENGTHS] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setCard((c) => ({ ...c, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validatePaymentForm(card);
    if (!valid.ok) return setError(valid.error);
    setBusy(true);
    setError(null);
    try {
      const result = await getPaymentGateway().authorize(valid.value, { amount, description });
      if (!result.ok) return setError(result.error);
      setCard((c) => ({ ...c, cardNumber: '', expiryDate: '', cvv: '' }));
      await onPaid({ reference: result.reference, cardholderName: result.cardholderName });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="panel payment-card payment-form"
      aria-label="Card details"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2>Card Details</h2>
      <CardField label="Card Number" {...field('cardNumber', 'cc-number')} numeric />
      <CardField label="Cardholder Name" {...field('cardholderName', 'cc-name')} maxLength={100} />
      <div className="payment-form__row">
        <CardField
          label="Expiry Date (MM/YY)"
          {...field('expiryDate', 'cc-exp')}
          placeholder="MM/YY"
          numeric
        />
        <CardField label="CVV" {...field('cvv', 'cc-csc')} numeric />
      </div>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <button type="submit" className="button payment-submit" disabled={disabled || busy}>
        {busy ? 'Processing...' : 'Process Payment'}
      </button>
      {getPaymentGateway().isTest && <p className="payment-note">Test mode: no money is charged.</p>}
    </form>
  );
}

/** One labelled card input (required; `numeric` brings up the number pad). */
function CardField({
  label,
  numeric,
  ...input
}: {
  label: string;
  numeric?: boolean;
  autoComplete: string;
  value: string;
  maxLength?: number;
  placeholder?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div className="payment-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} inputMode={numeric ? 'numeric' : undefined} {...input} required />
    </div>
  );
}

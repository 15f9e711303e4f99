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
  const ids = { number: useId(), name: useId(), expiry: useId(), cvv: useId() };
  const [card, setCard] = useState({ cardNumber: '', cardholderName: '', expiryDate: '', cvv: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof card) => (event: ChangeEvent<HTMLInputElement>) =>
    setCard((c) => ({ ...c, [field]: event.target.value }));

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
      className="payment-card payment-form"
      aria-label="Card details"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2>Card Details</h2>
      <div className="payment-field">
        <label htmlFor={ids.number}>Card Number</label>
        <input
          id={ids.number}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={CARD_MAX_LENGTHS.cardNumber}
          value={card.cardNumber}
          onChange={set('cardNumber')}
          required
        />
      </div>
      <div className="payment-field">
        <label htmlFor={ids.name}>Cardholder Name</label>
        <input
          id={ids.name}
          autoComplete="cc-name"
          maxLength={100}
          value={card.cardholderName}
          onChange={set('cardholderName')}
          required
        />
      </div>
      <div className="payment-form__row">
        <div className="payment-field">
          <label htmlFor={ids.expiry}>Expiry Date (MM/YY)</label>
          <input
            id={ids.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={CARD_MAX_LENGTHS.expiryDate}
            value={card.expiryDate}
            onChange={set('expiryDate')}
            required
          />
        </div>
        <div className="payment-field">
          <label htmlFor={ids.cvv}>CVV</label>
          <input
            id={ids.cvv}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={CARD_MAX_LENGTHS.cvv}
            value={card.cvv}
            onChange={set('cvv')}
            required
          />
        </div>
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

import { useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import { goToCheckout, type StartOutcome } from '../../lib/data/wipay-checkout';

/**
 * Process Payment for a purchase paid on WiPay's hosted page: no card field here (the spec's Card Number,
 * Cardholder Name, Expiry and CVV are on the processor's page). `start` asks the server for the checkout; the
 * browser then leaves for WiPay and comes back to the return page.
 */
export function HostedCheckout({
  disabled,
  start,
  onLeave,
  onError,
}: {
  disabled: boolean;
  start: () => Promise<StartOutcome>;
  /** Called just before the browser leaves for WiPay. */
  onLeave: () => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    const outcome = await start();
    if (outcome.status === 'error') {
      setBusy(false);
      return onError(outcome.message);
    }
    onLeave();
    goToCheckout(outcome.url);
  };
  return (
    <section className="panel payment-card payment-form" aria-labelledby="card-payment-title">
      <h2 id="card-payment-title">Card Details</h2>
      <p>{MESSAGES.payment.hostedCheckoutNote}</p>
      <button
        type="button"
        className="button payment-submit"
        disabled={disabled || busy}
        onClick={() => void pay()}
      >
        {busy ? MESSAGES.payment.redirecting : 'Process Payment'}
      </button>
    </section>
  );
}

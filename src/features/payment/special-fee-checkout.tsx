import { useRef } from 'react';
import { formatMoney } from '../../domain/pricing';
import { startSpecialFeeCheckout } from '../../lib/data/wipay-checkout';
import { HostedCheckout } from './hosted-checkout';
import type { PaymentOrder } from './payment-state';
import { SPECIAL_FEE_NOW, savePendingSpecial, type SpecialBooking } from './special-payment';

/** The plain split of a special appointment's price: the fee now, the wash at the location. */
export const SPECIAL_SPLIT_TEXT = {
  title: 'What you pay',
  now: (fee: number) => `Paid now: ${formatMoney(fee)} special appointment fee.`,
  atLocation: (wash: number, name: string) =>
    `Paid at the location: ${formatMoney(wash)} for the ${name} (card only).`,
} as const;

/**
 * Process Payment for a special appointment: the $30.00 fee on WiPay's page (the server checks the booking and
 * extends the hold for the session first); the wash is paid at the location. Before the browser leaves, what the
 * return page needs is kept (special-payment.ts) and `onLeave` gets the hold's new end for the payment timer.
 */
export function SpecialFeeCheckout({
  order,
  booking,
  paymentState,
  disabled,
  onLeave,
  onError,
}: {
  order: PaymentOrder;
  booking: SpecialBooking;
  /** The payment page's navigation state (for a retry after a declined payment). */
  paymentState: unknown;
  disabled: boolean;
  onLeave: (holdExpiresAt: number | null) => void;
  onError: (message: string, holdLost: boolean) => void;
}) {
  const left = useRef<{ holdExpiresAt: number | null; holdLost: boolean }>({
    holdExpiresAt: null,
    holdLost: false,
  });
  const start = async () => {
    const outcome = await startSpecialFeeCheckout(booking.serviceId, {
      holdId: booking.holdId,
      requestId: booking.requestId,
      ...(booking.specialInstructions ? { specialInstructions: booking.specialInstructions } : {}),
      numberPlate: booking.numberPlate,
    });
    left.current.holdLost = outcome.status === 'error' && outcome.holdLost === true;
    if (outcome.status === 'redirect' && outcome.checkoutId) {
      left.current.holdExpiresAt = outcome.holdExpiresAt ?? null;
      savePendingSpecial({
        checkoutId: outcome.checkoutId,
        holdId: booking.holdId,
        holdExpiresAt: outcome.holdExpiresAt ?? 0,
        paymentState,
      });
    }
    return outcome;
  };
  return (
    <>
      <section className="panel payment-card" aria-labelledby="special-split-title">
        <h2 id="special-split-title">{SPECIAL_SPLIT_TEXT.title}</h2>
        <p>{SPECIAL_SPLIT_TEXT.now(SPECIAL_FEE_NOW)}</p>
        <p>{SPECIAL_SPLIT_TEXT.atLocation(order.price, order.name)}</p>
      </section>
      <HostedCheckout
        disabled={disabled}
        start={start}
        onLeave={() => onLeave(left.current.holdExpiresAt)}
        onError={(message) => onError(message, left.current.holdLost)}
      />
    </>
  );
}

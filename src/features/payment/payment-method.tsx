// How the order is paid: a $0 order is taken directly, a special's fee, a drive-in and a priced trade on WiPay's
// page (hosted checkout); anything else cannot be paid here.
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { startDriveInCheckout, startTradeCheckout } from '../../lib/data/wipay-checkout';
import { HostedCheckout } from './hosted-checkout';
import type { PaymentOrder } from './payment-state';
import { orderKey } from './payment-state';
import { writePaymentTimer } from './payment-timer';
import { SpecialFeeCheckout } from './special-fee-checkout';
import type { usePaymentFlow } from './use-payment-flow';

/** A $0 order (a rebooked trade): taken directly, without WiPay. */
function FreeOrderCard({ busy, onComplete }: { busy: boolean; onComplete: () => void }) {
  return (
    <section className="panel payment-card payment-free" aria-labelledby="free-order-title">
      <h2 id="free-order-title">{UI_TEXT.freeOrderTitle}</h2>
      <p>{UI_TEXT.freeOrderText}</p>
      <button type="button" className="button" disabled={busy} onClick={onComplete}>
        {busy ? MESSAGES.booking.processing : 'Complete Booking'}
      </button>
    </section>
  );
}

/** Starts a trade's checkout; the countdown follows the reservation, which now lasts as long as WiPay's session. */
async function startTradeCheckoutKeepingTimer(order: PaymentOrder, originalOrderId: string) {
  const outcome = await startTradeCheckout(originalOrderId);
  if (outcome.status === 'redirect' && outcome.reservedUntil)
    writePaymentTimer({ key: orderKey(order), endsAt: outcome.reservedUntil });
  return outcome;
}

export function PaymentMethod({
  order,
  total,
  navigationState,
  fallbackName,
  flow,
}: {
  order: PaymentOrder;
  total: number;
  navigationState: unknown;
  fallbackName: string;
  flow: ReturnType<typeof usePaymentFlow>;
}) {
  const { busy, fail } = flow;
  if (total === 0) {
    return (
      <FreeOrderCard
        busy={busy}
        onComplete={() => void flow.pay({ cardholderName: fallbackName || 'Customer' })}
      />
    );
  }
  if (order.specialBooking) {
    return (
      <SpecialFeeCheckout
        order={order}
        booking={order.specialBooking}
        paymentState={navigationState}
        disabled={busy}
        // The countdown follows the hold, extended for WiPay's session, when the customer comes back to retry.
        onLeave={(holdExpiresAt) => flow.leaveForCheckout({ keep: true, endsAt: holdExpiresAt })}
        onError={(message, holdLost) => (holdLost ? flow.leaveExpired('expired') : fail(message))}
      />
    );
  }
  if (order.isDriveIn && order.serviceId) {
    const serviceId = order.serviceId;
    return (
      <HostedCheckout
        disabled={busy}
        start={() => startDriveInCheckout(serviceId)}
        onLeave={() => flow.leaveForCheckout({ keep: false })}
        onError={fail}
      />
    );
  }
  if (order.isTrade && order.originalOrderId) {
    const originalOrderId = order.originalOrderId;
    return (
      <HostedCheckout
        disabled={busy}
        start={() => startTradeCheckoutKeepingTimer(order, originalOrderId)}
        onLeave={() => flow.leaveForCheckout({ keep: true })}
        onError={fail}
      />
    );
  }
  return (
    <p role="alert" className="form-error">
      {MESSAGES.payment.failed}
    </p>
  );
}

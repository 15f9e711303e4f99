// The payment page's timer (spec section 4 'Payment timer'): a reload ends the payment session, corrupt stored data
// goes home, otherwise the timer is restored from session storage or started from the order.
import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSecondsLeft } from '../../components/use-seconds-left';
import { tradeTimerSeconds } from '../../domain/trade';
import { serverNowMs } from '../../lib/server-time';
import type { PaymentOrder } from './payment-state';
import { orderKey } from './payment-state';
import {
  clearPaymentTimer,
  isReloadOf,
  markReloadHandled,
  readPaymentTimer,
  writePaymentTimer,
} from './payment-timer';

/** Payment timer of a non-trade order when the order details carry none (the spec does not give its length). */
export const DEFAULT_PAYMENT_SECONDS = 600;

/** Seconds left (null until the timer runs); calls `leaveExpired` on a reload and when the time is up. */
export function usePaymentTimer(
  order: PaymentOrder,
  finished: RefObject<boolean>,
  leaveExpired: (reason: 'expired' | 'reload') => void,
): number | null {
  const navigate = useNavigate();
  const [timer] = useState(() => decideTimer(order));
  const endsAt = timer.kind === 'run' ? timer.endsAt : null;
  useEffect(() => {
    if (timer.kind === 'reload') {
      markReloadHandled();
      leaveExpired('reload');
    } else if (timer.kind === 'corrupt') {
      clearPaymentTimer();
      navigate(paths.home, { replace: true });
    } else if (timer.store) {
      writePaymentTimer({ key: orderKey(order), endsAt: timer.endsAt });
    }
  }, [timer, order, navigate, leaveExpired]);

  const remaining = useSecondsLeft(endsAt, serverNowMs);
  useEffect(() => {
    if (remaining === 0 && !finished.current) leaveExpired('expired');
  }, [remaining, leaveExpired]);
  return remaining;
}

type TimerDecision =
  { kind: 'reload' } | { kind: 'corrupt' } | { kind: 'run'; endsAt: number; store: boolean };

/** Spec section 4 'Payment timer': reload ends the session, corrupt data goes to /, else restore or start. */
function decideTimer(order: PaymentOrder): TimerDecision {
  if (isReloadOf(paths.payment)) return { kind: 'reload' };
  const stored = readPaymentTimer();
  if (stored.status === 'corrupt') return { kind: 'corrupt' };
  if (stored.status === 'ok' && stored.timer.key === orderKey(order)) {
    return { kind: 'run', endsAt: stored.timer.endsAt, store: false };
  }
  // Server clock: the trade reservation's expiresAt is the server's, and endsAt is counted down on it.
  const now = serverNowMs();
  const seconds = order.isTrade
    ? Math.min(
        tradeTimerSeconds(order.appointmentType ?? 'free'),
        order.expiresAt ? Math.max(0, Math.ceil((order.expiresAt - now) / 1000)) : Infinity,
      )
    : (order.timeLeft ?? DEFAULT_PAYMENT_SECONDS);
  return { kind: 'run', endsAt: now + seconds * 1000, store: true };
}

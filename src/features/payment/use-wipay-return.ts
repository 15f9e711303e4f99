// What the payment return page does with the server's answer about a WiPay return: on success it goes to the orders
// tab (/account for a trade); a trade whose time ran out goes back to the trade list; a pending payment is asked
// about again a few times; anything else becomes a plain sentence (with a retry for a special whose hold lasts).
import { useEffect, useState } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { useNavigate } from 'react-router-dom';
import type { CompleteCheckoutRequest } from '../../contracts/payment-api';
import { accountPath, paths } from '../../config/paths';
import { MESSAGES } from '../../domain/messages';
import { PLAN_TEXT } from '../../domain/plans';
import { cleanupBookingSession } from '../../lib/data/session-cleanup';
import { browserSessionId } from '../../lib/data/session-markers';
import { deleteUserSession } from '../../lib/data/session-record';
import type { ReturnOutcome } from '../../lib/data/wipay-checkout';
import { completeWiPayReturn } from '../../lib/data/wipay-checkout';
import { serverNowMs } from '../../lib/server-time';
import { PAYMENT_TEXT } from './order-summary';
import { clearPaymentTimer, readPaymentTimer } from './payment-timer';
import type { PendingSpecial } from './special-payment';
import { clearPendingSpecial } from './special-payment';

/** How often and how long the page asks again while WiPay has not settled the payment. */
const RETRY_MS = 2000;
const RETRIES = 5;

export type ReturnView =
  | { kind: 'confirming' }
  | { kind: 'message'; text: string; trade?: boolean; plan?: boolean; retry?: unknown };

interface ReturnContext {
  uid: string;
  special: PendingSpecial | null;
  search: string;
  navigate: NavigateFunction;
  setView: (view: ReturnView) => void;
}

/**
 * A failed trade payment that ran out of time: WiPay says the session expired, or the trade countdown this tab
 * stored (the reservation's end) is over. Then the spec's trade-timer expiry applies.
 */
function tradeTimeRanOut(search: string): boolean {
  if (/expired/i.test(new URLSearchParams(search).get('message') ?? '')) return true;
  const stored = readPaymentTimer();
  return (
    stored.status === 'ok' && stored.timer.key.startsWith('trade:') && stored.timer.endsAt <= serverNowMs()
  );
}

function afterPaid(outcome: Extract<ReturnOutcome, { status: 'paid' }>, ctx: ReturnContext): void {
  const { navigate } = ctx;
  clearPaymentTimer();
  cleanupBookingSession();
  // The payment page's session record: the browser left for WiPay before its own cleanup could finish.
  void deleteUserSession(ctx.uid, 'payment', browserSessionId());
  if (outcome.purpose === 'trade') {
    // Spec: a trade success goes to /account.
    navigate(paths.account, { replace: true, state: { message: MESSAGES.tradePayment.succeeded } });
  } else if (outcome.purpose === 'plan') {
    // Issue 43: the account's plans, where the new plan's pass is.
    navigate(accountPath('plans'), { replace: true, state: { message: PLAN_TEXT.bought } });
  } else if (ctx.special) {
    clearPendingSpecial();
    // The Appointments tab opens with the confirmation of this order, as after any booking.
    navigate(accountPath('orders'), {
      replace: true,
      state: { message: MESSAGES.booking.specialSucceeded, bookedOrderId: outcome.orderId },
    });
  } else {
    navigate(accountPath('orders'), { replace: true, state: { message: MESSAGES.payment.succeeded } });
  }
}

/** The server ended the reservation; an expiry is the spec's trade-timer expiry, a decline says what next. */
function afterFailedTrade(ctx: ReturnContext): void {
  const expired = tradeTimeRanOut(ctx.search);
  clearPaymentTimer();
  if (expired) {
    ctx.navigate(paths.appointmentSwap, {
      replace: true,
      state: { browseTrades: true, expired: true, message: PAYMENT_TEXT.tradeExpired },
    });
  } else ctx.setView({ kind: 'message', text: MESSAGES.payment.tradeNotCompleted, trade: true });
}

/** Acts on one answer; true when the payment is still pending and the page should ask again. */
function settleReturn(outcome: ReturnOutcome, attempt: number, ctx: ReturnContext): boolean {
  const { special, setView } = ctx;
  if (outcome.status === 'paid') afterPaid(outcome, ctx);
  else if (outcome.status === 'failed' && outcome.purpose === 'trade') afterFailedTrade(ctx);
  else if (outcome.status === 'failed' && special && special.holdExpiresAt > serverNowMs()) {
    setView({ kind: 'message', text: MESSAGES.payment.specialNotCompleted, retry: special.paymentState });
  } else if (outcome.status === 'pending' && attempt < RETRIES) return true;
  else if (outcome.status === 'error') setView({ kind: 'message', text: outcome.message });
  else if (outcome.status === 'failed' && outcome.purpose === 'plan')
    setView({ kind: 'message', text: PLAN_TEXT.notPaid, plan: true });
  else if (outcome.status === 'failed') setView({ kind: 'message', text: MESSAGES.payment.notCompleted });
  else setView({ kind: 'message', text: MESSAGES.payment.notConfirmed });
  return false;
}

/** Asks the server about the return (again while pending) once the user is known; the view it leads to. */
export function useWiPayReturn(
  returned: CompleteCheckoutRequest | null,
  uid: string | null,
  special: PendingSpecial | null,
  search: string,
): ReturnView {
  const navigate = useNavigate();
  const [view, setView] = useState<ReturnView>({ kind: 'confirming' });
  useEffect(() => {
    if (!returned || !uid) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const outcome = await completeWiPayReturn(returned);
      if (cancelled) return;
      if (settleReturn(outcome, attempt, { uid, special, search, navigate, setView })) {
        timer = setTimeout(() => void ask(attempt + 1), RETRY_MS);
      }
    };
    void ask(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [returned, uid, navigate, search, special]);
  return view;
}

// The actions of the Appointments tab's cards: give up (after the domain's check and the dialog), offer for trade,
// cancel a trade offer; one card is busy at a time, and each outcome is a notice or an error line.
import { useState } from 'react';
import { checkGiveUp, giveUpRefusalMessage } from '../../domain/give-up';
import { MESSAGES } from '../../domain/messages';
import { cancelTrade, giveUpOrder, offerOrderForTrade } from '../../lib/callables';
import type { AccountOrder } from '../../lib/data/account-orders';
import type { Feedback } from '../../components/feedback-lines';
import { serverNow } from '../../lib/server-time';
import { readDeletionHistory, recordDeletion } from './account-storage';
import { OFFERED_FOR_TRADE, TRADE_CANCELLED, giveUpErrorMessage, offerErrorMessage } from './order-messages';

export function useOrderActions() {
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Issue 46: the card whose button caused the feedback, so it shows beside that button (null: at the top).
  const [feedbackOrderId, setFeedbackOrderId] = useState<string | null>(null);
  const [givingUp, setGivingUp] = useState<AccountOrder | null>(null);

  const error = (text: string) => setFeedback({ kind: 'error', text });
  const notice = (text: string) => {
    setFeedbackOrderId(null);
    setFeedback({ kind: 'notice', text });
  };

  async function act(order: AccountOrder, action: () => Promise<void>) {
    setBusyId(order.id);
    setFeedbackOrderId(order.id);
    setFeedback(null);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  }

  function startGiveUp(order: AccountOrder) {
    const check = checkGiveUp({ order, deletionHistory: readDeletionHistory(serverNow()), now: serverNow() });
    setFeedbackOrderId(order.id);
    if (!check.allowed) return error(giveUpRefusalMessage(check.reason));
    setFeedback(null);
    setGivingUp(order);
  }

  async function confirmGiveUp(order: AccountOrder) {
    setGivingUp(null);
    await act(order, async () => {
      try {
        await giveUpOrder({ orderId: order.id });
        recordDeletion(serverNow());
        notice(MESSAGES.giveUp.deleted);
      } catch (cause) {
        error(giveUpErrorMessage(cause));
      }
    });
  }

  const offer = (order: AccountOrder) =>
    act(order, async () => {
      try {
        await offerOrderForTrade({ orderId: order.id });
        setFeedback({ kind: 'notice', text: OFFERED_FOR_TRADE });
      } catch (cause) {
        error(offerErrorMessage(cause));
      }
    });

  const cancel = (order: AccountOrder) =>
    act(order, async () => {
      try {
        await cancelTrade({ orderId: order.id });
        setFeedback({ kind: 'notice', text: TRADE_CANCELLED });
      } catch {
        error(MESSAGES.cancelTrade.failed);
      }
    });

  return {
    feedback,
    feedbackOrderId,
    busyId,
    givingUp,
    setGivingUp,
    notice,
    startGiveUp,
    confirmGiveUp,
    offer,
    cancel,
  };
}

import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { bookableDates, formatDisplayDate } from '../../domain/calendar';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { checkRebook, checkRebookTarget, rebookRefusalMessage } from '../../domain/rebooking';
import { rebookOrder } from '../../lib/callables';
import type { AccountOrder } from '../../lib/data/account-orders';
import { readRebookedOrders, recordRebookedOrder } from './account-storage';
import { rebookErrorMessage } from './order-messages';
import { RebookDateSelect, RebookTimeSelect } from './rebook-fields';
import { useNow } from './use-account-data';
import { rebookTimesHint, useRebookTimes } from './use-rebook-times';
import { serverNow } from '../../lib/server-time';
import { FormButtons } from './form-buttons';
import '../../components/form-pieces.css';

/** The domain's refusal of this rebook (the order, or the new date and time), or null; the server checks again. */
function rebookRefusal(input: {
  order: AccountOrder;
  uid: string;
  userOrders: readonly AccountOrder[];
  date: string;
  time: string;
}): string | null {
  const { order, uid, userOrders, date, time } = input;
  const rebookOrderInput = { ...order, id: order.id };
  const allowed = checkRebook({
    order: rebookOrderInput,
    userId: uid,
    userOrders,
    rebookedInSession: readRebookedOrders(uid),
    now: serverNow(),
  });
  if (!allowed.allowed) return rebookRefusalMessage(allowed.reason);
  const target = checkRebookTarget({ order: rebookOrderInput, date, time, userOrders, now: serverNow() });
  if (!target.ok) return rebookRefusalMessage(target.reason);
  return null;
}

/**
 * 'Choose New Date & Time': a date of the domain's bookable dates and a time of the order's type with a free seat
 * (live from the public slot documents), then the rebookOrder callable, which re-checks everything.
 */
export function RebookModal({
  order,
  uid,
  userOrders,
  onClose,
  onRebooked,
}: {
  order: AccountOrder;
  uid: string;
  userOrders: readonly AccountOrder[];
  onClose: () => void;
  onRebooked: (message: string) => void;
}) {
  const id = useId();
  const now = useNow(15_000);
  const dates = useMemo(() => bookableDates(now), [now]);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { slots, times, markLoading } = useRebookTimes(order, uid, date, now);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = rebookRefusal({ order, uid, userOrders, date, time });
    if (refusal !== null) return setError(refusal);
    setBusy(true);
    setError('');
    try {
      await rebookOrder({ orderId: order.id, appointmentDate: date, appointmentTime: time });
      recordRebookedOrder(uid, order.id);
      onRebooked(MESSAGES.rebook.succeeded);
    } catch (cause) {
      setError(rebookErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={UI_TEXT.rebookTitle}
      onClose={onClose}
      description={`${order.serviceName}, now ${formatDisplayDate(order.appointmentDate)} at ${order.appointmentTime}.`}
    >
      <form onSubmit={submit} noValidate aria-describedby={`${id}-error`}>
        <RebookDateSelect
          id={id}
          dates={dates}
          value={date}
          onChange={(next) => {
            setDate(next);
            setTime('');
            markLoading();
          }}
        />
        <RebookTimeSelect id={id} date={date} times={times} value={time} onChange={setTime} />
        <p className="field-hint" role="status">
          {rebookTimesHint(date, slots, times.length)}
        </p>
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
        <FormButtons label="Confirm Rebook" busyLabel="Rebooking..." busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}

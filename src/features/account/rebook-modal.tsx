import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Modal } from '../../components/modal';
import { bookableDates, formatDisplayDate } from '../../domain/calendar';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { checkRebook, checkRebookTarget, rebookRefusalMessage } from '../../domain/rebooking';
import { rebookOrder } from '../../lib/callables';
import type { AccountOrder } from '../../lib/data/account-orders';
import { dayAvailabilityFromSlots, subscribeDaySlots } from '../../lib/data/slots-live';
import type { SlotDoc } from '../../contracts/slot-documents';
import { readRebookedOrders, recordRebookedOrder } from './account-storage';
import { rebookErrorMessage } from './order-messages';
import { useNow } from './use-account-data';
import { serverNow } from '../../lib/server-time';
import '../../components/form-pieces.css';

type SlotsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; docs: SlotDoc[] };

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
  const [slots, setSlots] = useState<SlotsState>({ status: 'loading' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const query = useMemo(
    () => (date ? { date, location: order.location, type: order.appointmentType } : null),
    [date, order.location, order.appointmentType],
  );
  useEffect(() => {
    if (!query) return;
    return subscribeDaySlots(
      query,
      (docs) => setSlots({ status: 'ready', docs }),
      (cause) => {
        console.warn('loading slots failed', cause);
        setSlots({ status: 'error' });
      },
    );
  }, [query]);

  const availability =
    query && slots.status === 'ready'
      ? dayAvailabilityFromSlots({ query, docs: slots.docs, userId: uid, ownHoldId: null, now })
      : null;
  const times = (availability?.available ?? []).filter(
    (s) => !(date === order.appointmentDate && s.time === order.appointmentTime),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rebookOrderInput = { ...order, id: order.id };
    const allowed = checkRebook({
      order: rebookOrderInput,
      userId: uid,
      userOrders,
      rebookedInSession: readRebookedOrders(uid),
      now: serverNow(),
    });
    if (!allowed.allowed) return setError(rebookRefusalMessage(allowed.reason));
    const target = checkRebookTarget({ order: rebookOrderInput, date, time, userOrders, now: serverNow() });
    if (!target.ok) return setError(rebookRefusalMessage(target.reason));
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
        <label htmlFor={`${id}-date`}>Date</label>
        <select
          id={`${id}-date`}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setTime('');
            setSlots({ status: 'loading' });
          }}
        >
          <option value="">Select a date</option>
          {dates.map((d) => (
            <option key={d} value={d}>
              {formatDisplayDate(d)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-time`}>Time</label>
        <select id={`${id}-time`} value={time} onChange={(e) => setTime(e.target.value)} disabled={!date}>
          <option value="">{date ? 'Select a time' : 'Select a date first'}</option>
          {times.map((s) => (
            <option key={s.time} value={s.time}>
              {s.time}
            </option>
          ))}
        </select>
        <p className="field-hint" role="status">
          {!date
            ? ''
            : slots.status === 'loading'
              ? 'Loading available times...'
              : slots.status === 'error'
                ? MESSAGES.timeSlots.loadFailed
                : times.length === 0
                  ? UI_TEXT.noSlots
                  : `${times.length} available times`}
        </p>
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Rebooking...' : 'Confirm Rebook'}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

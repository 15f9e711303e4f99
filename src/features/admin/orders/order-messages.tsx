// What was said to the customer about an order (docs/messages.md): each message, newest first, with the state of its
// delivery on every channel (Twilio's error code when it failed); a full admin may resend the confirmation.
import { useCallback, useEffect, useState } from 'react';
import type { Channel } from '../../../contracts/messages';
import { callableErrorMessage } from '../../../lib/callables';
import { readOrderMessages, resendConfirmation, type SentMessage } from '../../../lib/data/customer-messages';

const KIND_LABELS: Record<string, string> = {
  booking: 'Booking confirmation',
  trade: 'Trade confirmation',
  rebook: 'Appointment moved',
  'give-up': 'Appointment cancelled',
  'traded-away': 'Appointment traded away',
  'reminder-day': 'Reminder (day before)',
  'reminder-hour': 'Reminder (hour before)',
  refund: 'Refund notice',
  'no-show': 'Missed appointment notice',
  offer: 'Offer',
  'plan-receipt': 'Plan receipt',
  'plan-reminder': 'Plan renewal reminder',
};
const CHANNEL_LABELS: Record<Channel, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };
const MOVING: readonly string[] = ['pending', 'sending', 'retry', 'queued', 'sent'];

/** A message whose phone deliveries Twilio is still moving on, or one just queued and not planned yet. */
function isMoving(m: SentMessage): boolean {
  const phone = (['whatsapp', 'sms'] as const).map((c) => m.deliveries[c]).filter((d) => d !== undefined);
  const fresh = !!m.createdAt && Date.now() - m.createdAt.getTime() < 10 * 60_000;
  return phone.some((d) => MOVING.includes(d.state)) || (fresh && Object.keys(m.deliveries).length === 0);
}

function deliveryText(d: { state: string; errorCode?: number | null; template?: string | null }): string {
  const code = d.errorCode ? ` (error ${d.errorCode})` : '';
  const template = d.template ? `, template ${d.template}` : '';
  return `${d.state}${code}${template}`;
}

export function OrderMessages({ orderId, canResend }: { orderId: string; canResend: boolean }) {
  const [messages, setMessages] = useState<SentMessage[] | null>(null);
  const [note, setNote] = useState('');
  const load = useCallback(() => {
    readOrderMessages(orderId).then(setMessages, () => setNote('Could not load the messages of this order.'));
  }, [orderId]);
  useEffect(load, [load]);
  // While a delivery is still on its way, read again every 5 seconds: Twilio's callbacks move it on.
  const moving = messages?.some(isMoving);
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(load, 5_000);
    return () => clearInterval(timer);
  }, [moving, load]);
  const resend = () => {
    setNote('Resending…');
    resendConfirmation(orderId).then(
      () => {
        setNote('Confirmation queued again.');
        load();
      },
      (error: unknown) => setNote(callableErrorMessage(error) ?? 'Could not resend the confirmation.'),
    );
  };
  return (
    <section className="admin-order-messages" aria-label="Messages sent" data-testid="order-messages">
      <h3>Messages</h3>
      {messages?.length === 0 && <p>No message sent about this order yet.</p>}
      {messages && messages.length > 0 && (
        <ul>
          {messages.map((m) => (
            <li key={m.eventId}>
              <strong>{KIND_LABELS[m.kind] ?? m.kind}</strong>
              {m.createdAt && <span> {m.createdAt.toLocaleString('en-TT')}</span>}
              <ul>
                {(Object.keys(CHANNEL_LABELS) as Channel[])
                  .filter((c) => m.deliveries[c])
                  .map((c) => (
                    <li key={c} data-testid={`delivery-${c}`}>
                      {CHANNEL_LABELS[c]}: {deliveryText(m.deliveries[c]!)}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {canResend && (
        <button type="button" className="button button--secondary" onClick={resend}>
          Resend Confirmation
        </button>
      )}
      <p role="status">{note}</p>
    </section>
  );
}

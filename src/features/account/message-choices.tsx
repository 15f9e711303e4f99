// The customer's choice of channels per kind of message (docs/messages.md): reminders and offers, each by e-mail,
// WhatsApp or SMS. Confirmations, refunds and missed-appointment notices always go by e-mail, and also on the phone
// channels chosen here. A number Twilio refused for good, or a STOP reply, is shown here on the next visit.
import { useEffect, useState } from 'react';
import type { Channel, MessagePrefs } from '../../contracts/messages';
import {
  readMessagePrefs,
  readNumberNotice,
  saveMessagePrefs,
  type NumberNotice,
} from '../../lib/data/customer-messages';

const KINDS: { kind: keyof MessagePrefs; label: string }[] = [
  { kind: 'reminders', label: 'Appointment reminders' },
  { kind: 'offers', label: 'Offers' },
];
const CHANNEL_LABELS: Record<Channel, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };

function NumberWarning({ notice }: { notice: NumberNotice | null }) {
  if (!notice) return null;
  const lines: string[] = [];
  if (notice.failure)
    lines.push(
      `Messages to ${notice.number ?? 'your number'} could not be delivered (error ${notice.failure.code}). ` +
        'Check your contact number; until it changes we only send e-mail.',
    );
  if (notice.whatsappOff)
    lines.push('You replied STOP on WhatsApp: WhatsApp messages are off until you reply START.');
  if (notice.smsOff) lines.push('You replied STOP by SMS: SMS messages are off until you reply START.');
  if (!lines.length) return null;
  return (
    <div className="form-notice" role="alert" data-testid="number-notice">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

export function MessageChoices({ uid }: { uid: string }) {
  const [prefs, setPrefs] = useState<MessagePrefs | null>(null);
  const [notice, setNotice] = useState<NumberNotice | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    let live = true;
    Promise.all([readMessagePrefs(uid), readNumberNotice(uid)]).then(
      ([p, n]) => {
        if (!live) return;
        setPrefs(p);
        setNotice(n);
      },
      // Offline or refused: the section stays out of the page rather than showing choices it could not read.
      (error: unknown) => console.warn('[account] message choices not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [uid]);
  if (!prefs) return null;
  const toggle = (kind: keyof MessagePrefs, channel: Channel) =>
    setPrefs({ ...prefs, [kind]: { ...prefs[kind], [channel]: !prefs[kind][channel] } });
  const save = () => {
    setStatus('Saving…');
    saveMessagePrefs(uid, prefs).then(
      () => setStatus('Message choices saved.'),
      () => setStatus('Could not save your message choices. Try again.'),
    );
  };
  return (
    <section className="message-choices" aria-labelledby="message-choices-heading">
      <h2 id="message-choices-heading">Messages</h2>
      <p>
        Booking confirmations, refunds and missed-appointment notices always come by e-mail, and also on the
        phone channels you choose below. No message on your phone between 9 PM and 7 AM except about an
        appointment within the hour.
      </p>
      <NumberWarning notice={notice} />
      {KINDS.map(({ kind, label }) => (
        <fieldset key={kind}>
          <legend>{label}</legend>
          {(Object.keys(CHANNEL_LABELS) as Channel[]).map((channel) => (
            <label key={channel}>
              <input type="checkbox" checked={prefs[kind][channel]} onChange={() => toggle(kind, channel)} />{' '}
              {CHANNEL_LABELS[channel]}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={save}>
          Save Message Choices
        </button>
      </div>
      <p className="form-notice" role="status">
        {status}
      </p>
    </section>
  );
}

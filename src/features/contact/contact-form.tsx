import { useState } from 'react';
import type { FormEvent } from 'react';
import { CONTACT } from '../../config/business';
import { MESSAGES } from '../../domain/messages';
import { validateContactForm } from '../../domain/validation';
import { sendContactEmail } from '../../lib/callables';
import { TextField } from '../../components/text-field';

type Fields = { name: string; email: string; subject: string; message: string };
type Outcome = { kind: 'idle' } | { kind: 'invalid'; error: string } | { kind: 'sent' } | { kind: 'failed' };

const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };
const REQUIRED: (keyof Fields)[] = ['name', 'email', 'message'];

/** The fields, the sending and its outcome; `submit` checks the fields and sends them. */
function useContactForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [sentTo, setSentTo] = useState<{ subject: string; message: string } | null>(null);

  const invalid = (key: keyof Fields) =>
    outcome.kind === 'invalid' && REQUIRED.includes(key) && fields[key].trim() === '';

  const update = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const bind = (key: keyof Fields) => ({
    id: `contact-${key}`,
    required: REQUIRED.includes(key),
    invalid: invalid(key),
    value: fields[key],
    onChange: update(key),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = validateContactForm(fields);
    if (!checked.ok) {
      setOutcome({ kind: 'invalid', error: checked.error });
      return;
    }
    setSending(true);
    setOutcome({ kind: 'idle' });
    try {
      const response = await sendContactEmail(checked.value);
      if (!response.success) throw new Error(response.message);
      setSentTo({ subject: checked.value.subject, message: checked.value.message });
      setFields(EMPTY);
      setOutcome({ kind: 'sent' });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setSending(false);
    }
  }

  return { fields, sending, outcome, sentTo, invalid, update, bind, submit };
}

/**
 * The contact form (spec sections 3, 5 and 8): name, email and message required, subject optional (defaults to
 * 'Contact Form Submission'), sent through the sendContactEmail callable. On failure the typed text stays.
 */
export function ContactForm() {
  const { fields, sending, outcome, sentTo, invalid, update, bind, submit } = useContactForm();
  const mailto = sentTo
    ? `mailto:${CONTACT.email}?subject=${encodeURIComponent(sentTo.subject)}&body=${encodeURIComponent(sentTo.message)}`
    : null;

  return (
    <form
      className="contact-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="contact-form__hint">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">required</span> are required.
      </p>
      <fieldset disabled={sending} className="contact-form__fields">
        <Field label="Name" autoComplete="name" {...bind('name')} />
        <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
        <Field
          label="Subject"
          autoComplete="off"
          {...bind('subject')}
          placeholder={MESSAGES.contact.defaultSubject}
        />
        <label htmlFor="contact-message">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="contact-message"
          rows={6}
          required
          aria-invalid={invalid('message') || undefined}
          aria-describedby={outcome.kind === 'invalid' ? 'contact-form-error' : undefined}
          value={fields.message}
          onChange={(e) => update('message')(e.target.value)}
        />
        <button type="submit" className="button contact-form__submit">
          {sending ? 'Sending…' : 'Send Message'}
        </button>
      </fieldset>
      <ContactOutcome outcome={outcome} mailto={mailto} />
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  required?: boolean;
  invalid?: boolean;
  autoComplete?: string;
  placeholder?: string;
}

function Field({ id, label, type = 'text', required, invalid, ...input }: FieldProps) {
  return (
    <TextField
      {...input}
      id={id}
      type={type}
      label={
        <>
          {label}
          {required ? (
            <>
              {' '}
              <span aria-hidden="true">*</span>
            </>
          ) : (
            <span className="contact-form__optional"> (optional)</span>
          )}
        </>
      }
      required={required}
      invalid={invalid}
      describedBy={invalid ? 'contact-form-error' : undefined}
    />
  );
}

/** What became of the last try: the check's error, the failure, or the thanks with a mail link. */
function ContactOutcome({ outcome, mailto }: { outcome: Outcome; mailto: string | null }) {
  return (
    <div className="contact-form__outcome">
      {outcome.kind === 'invalid' && (
        <p id="contact-form-error" role="alert" className="form-error">
          {outcome.error}
        </p>
      )}
      {outcome.kind === 'failed' && (
        <p role="alert" className="form-error">
          {MESSAGES.contact.sendFailed}
        </p>
      )}
      <div role="status">
        {outcome.kind === 'sent' && (
          <p className="contact-form__success">
            {MESSAGES.contact.sent}{' '}
            {mailto && (
              <a href={mailto} className="contact-form__mailto">
                Open your email app
              </a>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

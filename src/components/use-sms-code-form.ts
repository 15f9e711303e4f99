import { useState } from 'react';
import type { FormEvent } from 'react';
import { sanitizeSmsCode, validateSmsCode } from '../domain/validation';

/**
 * State and handlers of a 6-digit SMS code form, shared by sign-up and the account's contact change:
 * non-digits stripped as typed, the spec's message for a bad code, busy while a server call runs.
 * `onVerify` and the actions given to `run` resolve to an error message to show, or null.
 *
 * @example const sms = useSmsCodeForm(onVerify); <form onSubmit={sms.submit}>…<input value={sms.code} … />
 */
export function useSmsCodeForm(onVerify: (code: string) => Promise<string | null>) {
  const [code, setRawCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  /** Runs a server action; shows its error, or `done` as a notice when it succeeds. */
  async function run(action: () => Promise<string | null>, done = '') {
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const problem = await action();
      if (problem) setError(problem);
      else if (done) setNotice(done);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const valid = validateSmsCode(code);
    if (!valid.ok) return setError(valid.error);
    void run(() => onVerify(valid.value));
  }

  return {
    code,
    setCode: (raw: string) => setRawCode(sanitizeSmsCode(raw)),
    error,
    notice,
    busy,
    run,
    submit,
  };
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RedeemPlanAtBayResponse } from '../../../contracts/plan-api';
import { PLAN_TEXT } from '../../../domain/plans';
import { newRequestId } from '../../../lib/data/booking-calls';
import { redeemAtBay, type PlanActionResult } from '../../../lib/data/plan-calls';
import { BAY_TEXT } from './bay-text';

/** The panel's wording (ours: the spec has no bay screen); the refusals are the server's PLAN_TEXT sentences. */
export const REDEEM_TEXT = {
  title: 'Redeem a plan',
  intro: "Scan the customer's plan pass (or paste its text), then type the plate of the car at the bay.",
  pass: 'Plan pass',
  plate: 'Plate of the car at the bay',
  passMissing: "Scan or paste the customer's plan pass.",
  redeem: 'Redeem plan',
  redeemed: 'Plan wash: go ahead',
  scanned: 'Plan pass scanned: type the plate.',
} as const;

type RedeemState = { status: 'idle' } | { status: 'busy' } | PlanActionResult<RedeemPlanAtBayResponse>;

function RedeemAnswer({ state }: { state: RedeemState }) {
  return (
    <div className="bay-answer-slot" aria-live="polite" aria-atomic="true">
      {state.status === 'busy' && <p className="bay-answer bay-answer--busy">{BAY_TEXT.checking}</p>}
      {state.status === 'refused' && (
        <div className="bay-answer bay-answer--refused">
          <p className="bay-answer__verdict">{BAY_TEXT.refused}</p>
          <p className="bay-answer__message">{state.message}</p>
        </div>
      )}
      {state.status === 'ok' && (
        <div className="bay-answer bay-answer--ok">
          <p className="bay-answer__verdict">{REDEEM_TEXT.redeemed}</p>
          <dl className="bay-answer__facts">
            <div className="bay-answer__collect">
              <dt>{BAY_TEXT.money}</dt>
              <dd>{PLAN_TEXT.prepaid}</dd>
            </div>
            <div>
              <dt>Plan</dt>
              <dd>{state.response.planName}</dd>
            </div>
            <div>
              <dt>Wash</dt>
              <dd>{state.response.serviceName}</dd>
            </div>
            <div>
              <dt>Plate</dt>
              <dd>{state.response.plate}</dd>
            </div>
            <div>
              <dt>Left</dt>
              <dd>
                {state.response.left} of {state.response.washes} left
              </dd>
            </div>
          </dl>
        </div>
      )}
    </div>
  );
}

type Scanned = { text: string; at: number } | null;

/** The panel's fields and its one call, with the pass the camera handed over filled in. */
function useRedeem(scanned: Scanned) {
  const [pass, setPass] = useState('');
  const [plate, setPlate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<RedeemState>({ status: 'idle' });
  const [seen, setSeen] = useState(scanned);
  // One idempotency key per pass and plate: a second tap on the same is answered with the first wash.
  const [requestId, setRequestId] = useState<string | null>(null);
  if (scanned !== seen) {
    setSeen(scanned);
    if (scanned) {
      setPass(scanned.text);
      setProblem(null);
      setState({ status: 'idle' });
      setRequestId(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const numberPlate = plate.replace(/\s+/g, '').toUpperCase();
    if (pass.trim() === '') return setProblem(REDEEM_TEXT.passMissing);
    if (numberPlate === '') return setProblem(BAY_TEXT.numberPlateMissing);
    setProblem(null);
    const key = requestId ?? newRequestId();
    setRequestId(key);
    setState({ status: 'busy' });
    const result = await redeemAtBay({ pass: pass.trim(), numberPlate, requestId: key });
    setState(result);
    if (result.status === 'ok') {
      setRequestId(null);
      setPass('');
      setPlate('');
    }
  }

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRequestId(null);
  };
  return {
    pass,
    plate,
    problem,
    state,
    seen,
    submit,
    setPass: edit(setPass),
    setPlate: edit(setPlate),
  };
}

/**
 * "Redeem a plan" (issue 43): a drive-in paid by the plan whose pass the camera read (`scanned`, handed over by the
 * bay screen) or the attendant pasted, for the car whose plate is typed. One request id per pass and plate, so a
 * second tap is answered with the first wash rather than a second one.
 */
export function PlanRedeemPanel({ scanned }: { scanned: Scanned }) {
  const id = useId();
  const redeem = useRedeem(scanned);
  const { pass, plate, problem, state, seen } = redeem;
  const plateInput = useRef<HTMLInputElement>(null);
  // A scanned pass waits only for the plate: the cursor goes there.
  useEffect(() => {
    if (seen) plateInput.current?.focus();
  }, [seen]);
  return (
    <section className="bay-redeem" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{REDEEM_TEXT.title}</h3>
      <p className="admin-muted">{seen && pass === seen.text ? REDEEM_TEXT.scanned : REDEEM_TEXT.intro}</p>
      <form
        className="bay-entry"
        onSubmit={(e) => void redeem.submit(e)}
        noValidate
        aria-label={REDEEM_TEXT.title}
      >
        <div className="admin-field">
          <label htmlFor={`${id}-pass`}>{REDEEM_TEXT.pass}</label>
          <textarea
            id={`${id}-pass`}
            rows={2}
            autoComplete="off"
            spellCheck={false}
            value={pass}
            onChange={(e) => redeem.setPass(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-plate`}>{REDEEM_TEXT.plate}</label>
          <input
            id={`${id}-plate`}
            ref={plateInput}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            value={plate}
            onChange={(e) => redeem.setPlate(e.target.value)}
          />
        </div>
        {problem && (
          <p className="bay-entry__problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button bay-entry__submit" disabled={state.status === 'busy'}>
          {REDEEM_TEXT.redeem}
        </button>
      </form>
      <RedeemAnswer state={state} />
    </section>
  );
}

import { useEffect, useRef } from 'react';
import type { BayOrderView } from '../../../contracts/bay-api';
import { formatDisplayDate } from '../../../domain/calendar';
import { VEHICLE_SURCHARGES } from '../../../domain/catalogue';
import type { BayCallResult } from '../../../lib/data/bay-calls';
import { BAY_TEXT, OUTCOME_VERDICT } from './bay-text';

export type BayAnswerState = { status: 'idle' } | { status: 'busy' } | BayCallResult;

function OrderFacts({ order, today }: { order: BayOrderView; today: string }) {
  const time = order.appointmentTime === '' ? BAY_TEXT.driveIn : order.appointmentTime;
  const when =
    order.appointmentDate === today ? time : `${formatDisplayDate(order.appointmentDate)}, ${time}`;
  return (
    <dl className="bay-answer__facts">
      {order.collect && (
        <div className="bay-answer__collect">
          <dt>{BAY_TEXT.money}</dt>
          <dd>{order.collect}</dd>
        </div>
      )}
      <div>
        <dt>Name</dt>
        <dd>{order.firstName || '—'}</dd>
      </div>
      <div>
        <dt>Package</dt>
        <dd>{order.serviceName}</dd>
      </div>
      <div>
        <dt>Plate</dt>
        <dd>{order.numberPlate ?? BAY_TEXT.noPlate}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{when}</dd>
      </div>
      <div>
        <dt>Order</dt>
        <dd>{order.orderCode}</dd>
      </div>
    </dl>
  );
}

/** True when the server's sentence only repeats the verdict ('Checked in.' under 'Checked in'). */
const sameWords = (a: string, b: string) =>
  a.replace(/[.!]$/, '').toLowerCase() === b.replace(/[.!]$/, '').toLowerCase();

/**
 * The answer to the last scan or entry, big: green with the car's details when it was checked in or washed, red
 * with the server's sentence when refused. The region is live, so a screen reader announces each new answer.
 */
export function BayAnswer({ answer, today }: { answer: BayAnswerState; today: string }) {
  const slot = useRef<HTMLElement>(null);
  const settled = answer.status === 'ok' || answer.status === 'refused';
  useEffect(() => {
    // A typed entry is answered above the form, a scan perhaps below the fold: bring each answer into view.
    if (settled) slot.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [answer, settled]);
  return (
    <section
      ref={slot}
      className="bay-answer-slot"
      aria-label="Scan result"
      aria-live="polite"
      aria-atomic="true"
    >
      {answer.status === 'busy' && <p className="bay-answer bay-answer--busy">{BAY_TEXT.checking}</p>}
      {answer.status === 'ok' && (
        <div className="bay-answer bay-answer--ok">
          <p className="bay-answer__verdict">{OUTCOME_VERDICT[answer.response.outcome]}</p>
          {!sameWords(answer.response.message, OUTCOME_VERDICT[answer.response.outcome]) && (
            <p className="bay-answer__message">{answer.response.message}</p>
          )}
          <OrderFacts order={answer.response.order} today={today} />
        </div>
      )}
      {answer.status === 'refused' && (
        <div className="bay-answer bay-answer--refused">
          <p className="bay-answer__verdict">{BAY_TEXT.refused}</p>
          <p className="bay-answer__message">{answer.message}</p>
        </div>
      )}
    </section>
  );
}

/**
 * The vehicle surcharges (spec point 1, the catalogue's notices, as the customer saw them on the surcharge banner),
 * for the attendant to check against the car in front of them. Not the shared SurchargeBanner component: importing it
 * here made the bundler split it out of the customer pages' chunk, and every customer route paid for the split.
 */
export function BaySurchargeReminder() {
  return (
    <section className="bay-surcharge" aria-labelledby="bay-surcharge-title">
      <h3 id="bay-surcharge-title">{BAY_TEXT.surchargeTitle}</h3>
      <ul>
        {VEHICLE_SURCHARGES.map((s) => (
          <li key={s.amount}>{s.notice}</li>
        ))}
      </ul>
      <p>{BAY_TEXT.paidAtLocation}</p>
    </section>
  );
}

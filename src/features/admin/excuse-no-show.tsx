import { useState } from 'react';
import { formatInstant } from './audit-view';
import { callableErrorMessage } from '../../lib/callables';
import { excuseMissedAppointment } from '../../lib/data/admin-no-shows';
import type { OrderDoc } from '../../contracts/documents';
import { ConfirmDialog } from './confirm-dialog';

const CONFIRM =
  'Excuse this missed appointment? The free-appointment block it caused is lifted, and the excuse is recorded in the Audit Log.';

type State =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'busy' }
  | { step: 'done'; text: string }
  | { step: 'error'; text: string };

/**
 * The missed-appointment line of an order's detail and, for full admins, the "Excuse missed appointment" button
 * (with a confirmation, then the server's answer). Shows nothing for an order that was not missed.
 */
export function ExcuseNoShow({ order, canExcuse }: { order: OrderDoc; canExcuse: boolean }) {
  const [state, setState] = useState<State>({ step: 'idle' });
  if (!order.noShow) return null;
  const excused = order.noShowExcusedAt ?? null;

  async function excuse() {
    setState({ step: 'busy' });
    try {
      setState({ step: 'done', text: (await excuseMissedAppointment(order.id)).message });
    } catch (error) {
      console.error('[admin] excuse failed', error);
      setState({
        step: 'error',
        text: callableErrorMessage(error) ?? 'Failed to excuse the missed appointment. Please try again.',
      });
    }
  }

  return (
    <div className="admin-no-show">
      <p>
        <strong>Missed appointment</strong>
        {order.noShowAt ? ` (marked ${formatInstant(order.noShowAt)})` : ''}
        {excused ? `. Excused ${formatInstant(excused)}.` : '.'}
      </p>
      {canExcuse && !excused && state.step !== 'done' && (
        <button
          type="button"
          className="button button--secondary"
          disabled={state.step === 'busy'}
          onClick={() => setState({ step: 'confirm' })}
        >
          {state.step === 'busy' ? 'Excusing...' : 'Excuse missed appointment'}
        </button>
      )}
      {state.step === 'done' && <p role="status">{state.text}</p>}
      {state.step === 'error' && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
      <ConfirmDialog
        open={state.step === 'confirm'}
        title="Excuse missed appointment"
        message={CONFIRM}
        confirmLabel="Excuse"
        onConfirm={() => void excuse()}
        onCancel={() => setState({ step: 'idle' })}
      />
    </div>
  );
}

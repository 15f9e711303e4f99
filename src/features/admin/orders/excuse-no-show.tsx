import { formatInstant } from '../audit/audit-view';
import { excuseMissedAppointment } from '../../../lib/data/admin-no-shows';
import type { OrderDoc } from '../../../contracts/documents';
import { ConfirmedActionOutcome, useConfirmedAction } from '../shared/confirmed-action';

const CONFIRM =
  'Excuse this missed appointment? The free-appointment block it caused is lifted, and the excuse is recorded in the Audit Log.';

/**
 * The missed-appointment line of an order's detail and, for full admins, the "Excuse missed appointment" button
 * (with a confirmation, then the server's answer). Shows nothing for an order that was not missed.
 */
export function ExcuseNoShow({ order, canExcuse }: { order: OrderDoc; canExcuse: boolean }) {
  const action = useConfirmedAction(
    async () => (await excuseMissedAppointment(order.id)).message,
    'Failed to excuse the missed appointment. Please try again.',
    'excuse',
  );
  if (!order.noShow) return null;
  const excused = order.noShowExcusedAt ?? null;
  const step = action.state.step;

  return (
    <div className="admin-no-show">
      <p>
        <strong>Missed appointment</strong>
        {order.noShowAt ? ` (marked ${formatInstant(order.noShowAt)})` : ''}
        {excused ? `. Excused ${formatInstant(excused)}.` : '.'}
      </p>
      {canExcuse && !excused && step !== 'done' && (
        <button
          type="button"
          className="button button--secondary"
          disabled={step === 'busy'}
          onClick={action.ask}
        >
          {step === 'busy' ? 'Excusing...' : 'Excuse missed appointment'}
        </button>
      )}
      <ConfirmedActionOutcome
        action={action}
        title="Excuse missed appointment"
        message={CONFIRM}
        confirmLabel="Excuse"
      />
    </div>
  );
}

import { useState } from 'react';
import { callableErrorMessage } from '../../../lib/callables';
import { ConfirmDialog } from './admin-confirm-dialog';

export type ConfirmedActionState =
  | { step: 'idle' }
  | { step: 'confirm' }
  | { step: 'busy' }
  | { step: 'done'; text: string }
  | { step: 'error'; text: string };

export interface ConfirmedAction {
  state: ConfirmedActionState;
  /** Opens the confirmation. */
  ask: () => void;
  /** Closes the confirmation without acting. */
  cancel: () => void;
  /** Runs the action: busy, then its answer or the server's reason (else `failed`). */
  confirm: () => void;
}

/**
 * One action of an order's detail behind a confirmation: idle, confirm, busy, then done with `run`'s answer or
 * an error with the callable's message (or `failed` when it has none). `what` names the action in the log.
 */
export function useConfirmedAction(
  run: () => Promise<string>,
  failed: string,
  what: string,
): ConfirmedAction {
  const [state, setState] = useState<ConfirmedActionState>({ step: 'idle' });
  async function confirm() {
    setState({ step: 'busy' });
    try {
      setState({ step: 'done', text: await run() });
    } catch (error) {
      console.error(`[admin] ${what} failed`, error);
      setState({ step: 'error', text: callableErrorMessage(error) ?? failed });
    }
  }
  return {
    state,
    ask: () => setState({ step: 'confirm' }),
    cancel: () => setState({ step: 'idle' }),
    confirm: () => void confirm(),
  };
}

/** The answer of a confirmed action (a status, or an alert) and its confirmation dialog. */
export function ConfirmedActionOutcome({
  action,
  title,
  message,
  confirmLabel,
}: {
  action: ConfirmedAction;
  title: string;
  message: string;
  confirmLabel: string;
}) {
  const { state } = action;
  return (
    <>
      {state.step === 'done' && <p role="status">{state.text}</p>}
      {state.step === 'error' && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
      <ConfirmDialog
        open={state.step === 'confirm'}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      />
    </>
  );
}

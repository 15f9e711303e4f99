import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, as the dialog's description (aria-describedby). */
  message?: ReactNode;
  /** Body text shown under the title instead of (or beside) a description. */
  children?: ReactNode;
  /** The button that backs out (focused first); it also runs on Escape. */
  cancelLabel?: string;
  confirmLabel: string;
  /** The confirm button's classes: "button" (the default), "button button--danger", ... */
  confirmClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no confirmation as an alertdialog; the backing-out button comes first and is focused first. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal
      open={props.open}
      role="alertdialog"
      size="sm"
      title={props.title}
      description={props.message}
      onClose={props.onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {props.cancelLabel ?? 'Cancel'}
          </button>
          <button type="button" className={props.confirmClassName ?? 'button'} onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </>
      }
    >
      {props.children}
    </Modal>
  );
}

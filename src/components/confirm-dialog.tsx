import { Modal } from '../../components/modal';

/** A yes/no confirmation as an alertdialog; Cancel is focused first. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
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
            Cancel
          </button>
          <button type="button" className="button admin-button--danger" onClick={props.onConfirm}>
            {props.confirmLabel}
          </button>
        </>
      }
    />
  );
}

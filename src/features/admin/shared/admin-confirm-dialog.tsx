import { ConfirmDialog as BaseConfirmDialog } from '../../../components/confirm-dialog';
import type { ConfirmDialogProps } from '../../../components/confirm-dialog';

/** The admin's yes/no confirmation: Cancel, then the action in the admin's danger style. */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, 'cancelLabel' | 'confirmClassName'>) {
  return <BaseConfirmDialog {...props} confirmClassName="button admin-button--danger" />;
}

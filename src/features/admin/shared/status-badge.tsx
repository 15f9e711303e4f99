import type { OrderStatus } from '../../../domain/types';

/** Status as words on its colour (confirmed amber, completed green, cancelled red, trading blue). */
export function StatusBadge({ status }: { status: OrderStatus | string }) {
  return <span className={`admin-status admin-status--${status}`}>{status}</span>;
}

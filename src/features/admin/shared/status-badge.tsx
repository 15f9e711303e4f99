import type { OrderStatus } from '../../../domain/types';

/**
 * Status as words on its colour (confirmed amber, completed green, cancelled red, trading blue). A cancelled order
 * the no-show job marked (`noShow`) reads "missed" (issue 46: staff told a miss from a cancellation).
 */
export function StatusBadge({ status, noShow = false }: { status: OrderStatus | string; noShow?: boolean }) {
  const words = status === 'cancelled' && noShow ? 'missed' : status;
  return <span className={`admin-status admin-status--${status}`}>{words}</span>;
}

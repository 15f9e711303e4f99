// Missed appointments, staff side: excusing a miss through the audited admin callable (full admins only; the
// server lifts the free-appointment block that miss caused).
import type { AdminExcuseNoShowResponse } from '../../contracts/bay-api';
import { adminExcuseNoShow } from '../callables';

/** Excuses the missed appointment of order `orderId`; resolves to the server's sentence for staff. */
export function excuseMissedAppointment(orderId: string): Promise<AdminExcuseNoShowResponse> {
  return adminExcuseNoShow({ orderId });
}

import { useEffect, useMemo, useState } from 'react';
import { ADMIN_STAFF_AMONG_MAX } from '../../../contracts/admin-api';
import { staffAmongUsers } from '../../../lib/data/admin-users';

/** Which users the staff check has answered for, and which of them are staff. */
export interface StaffCheck {
  /** True once the server answered for these users (false while asking, and when asking failed). */
  known: boolean;
  staff: ReadonlySet<string>;
}

/**
 * Which of the users on screen are staff accounts (adminStaffAmong), asked once per set of users and only for a
 * full admin (`enabled`), the one role that sees Block. Until the answer comes Block stays hidden; when asking fails
 * it is shown again (adminBlockUser refuses a staff account whatever the tab shows).
 */
export function useStaffIds(userIds: readonly string[], enabled: boolean): StaffCheck & { failed: boolean } {
  const key = useMemo(() => [...new Set(userIds)].sort().join(','), [userIds]);
  const [answer, setAnswer] = useState<{ key: string; staff: Set<string>; failed: boolean } | null>(null);
  useEffect(() => {
    if (!enabled || key === '') return;
    let live = true;
    const ids = key.split(',');
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += ADMIN_STAFF_AMONG_MAX)
      chunks.push(ids.slice(i, i + ADMIN_STAFF_AMONG_MAX));
    Promise.all(chunks.map((chunk) => staffAmongUsers({ userIds: chunk }))).then(
      (answers) =>
        live && setAnswer({ key, staff: new Set(answers.flatMap((a) => a.staffIds)), failed: false }),
      (error: unknown) => {
        console.warn('[admin] staff check failed', error);
        if (live) setAnswer({ key, staff: new Set(), failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [key, enabled]);
  if (!answer || answer.key !== key) return { known: false, staff: new Set(), failed: false };
  return { known: !answer.failed, staff: answer.staff, failed: answer.failed };
}

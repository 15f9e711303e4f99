// How the bay screen lists the day (issue 27): the board's entries grouped for an attendant — due in the next hour,
// later today, arrived, washed, missed — each group in the order it is worked through. Pure: `now` is an argument.
import { ARRIVAL_EARLY_MINUTES, ARRIVAL_LATE_MINUTES, type BayBoardEntry } from '../../../contracts/bay-api';
import { arrivalClosesAt } from '../../../domain/bay';
import { businessDate } from '../../../domain/calendar';

// Issue 46: a due car whose arrival window has closed (45 minutes late, or closing time: a 6:50 PM car after 7:00 PM)
// is no longer "due in the next hour": it is grouped as late, after the cars still expected, until the no-show job
// marks it missed (or staff check it in from its row).
export const BAY_GROUPS = ['due-soon', 'later', 'late', 'arrived', 'washed', 'missed'] as const;
export type BayGroup = (typeof BAY_GROUPS)[number];

export const BAY_GROUP_TITLES: Record<BayGroup, string> = {
  'due-soon': 'Due in the next hour',
  later: 'Later today',
  late: 'Late: window closed',
  arrived: 'Arrived',
  washed: 'Washed',
  missed: 'Missed',
};

/** How far ahead "due in the next hour" looks. */
export const DUE_SOON_MS = 60 * 60 * 1000;

const at = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));
/** Earliest first; entries without the instant (drive-ins) before the rest, in code order. */
function byInstant(pick: (e: BayBoardEntry) => string | null, newestFirst = false) {
  return (a: BayBoardEntry, b: BayBoardEntry) => {
    const [x, y] = [at(pick(a)), at(pick(b))];
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) === Number.isNaN(y)
        ? a.orderCode.localeCompare(b.orderCode)
        : Number.isNaN(x)
          ? -1
          : 1;
    return newestFirst ? y - x : x - y;
  };
}

const WINDOW = { earlyMinutes: ARRIVAL_EARLY_MINUTES, lateMinutes: ARRIVAL_LATE_MINUTES };
const windowClosed = (start: number, now: Date) => {
  const appointmentDateTime = new Date(start);
  const appointmentDate = businessDate(appointmentDateTime);
  return arrivalClosesAt({ appointmentDateTime, appointmentDate }, WINDOW).getTime() < now.getTime();
};

/**
 * The board's entries by group at `now`: a due appointment starting within the hour (or already started: its
 * window may still be open) and every due drive-in are "due-soon", later ones "later"; cancelled entries are left
 * out.
 * @example groupBayBoard([dueAt1030], new Date('2026-11-25T14:00:00Z'))['due-soon'] // [dueAt1030] (10:00 AM local)
 */
export function groupBayBoard(
  entries: readonly BayBoardEntry[],
  now: Date,
): Record<BayGroup, BayBoardEntry[]> {
  const groups: Record<BayGroup, BayBoardEntry[]> = {
    'due-soon': [],
    later: [],
    late: [],
    arrived: [],
    washed: [],
    missed: [],
  };
  for (const entry of entries) {
    if (entry.state === 'cancelled') continue;
    if (entry.state === 'due') {
      const start = at(entry.appointmentAt);
      if (!Number.isNaN(start) && windowClosed(start, now)) groups.late.push(entry);
      else
        groups[Number.isNaN(start) || start - now.getTime() <= DUE_SOON_MS ? 'due-soon' : 'later'].push(
          entry,
        );
    } else if (entry.state === 'arrived') groups.arrived.push(entry);
    else if (entry.state === 'washed') groups.washed.push(entry);
    else groups.missed.push(entry);
  }
  groups['due-soon'].sort(byInstant((e) => e.appointmentAt));
  groups.later.sort(byInstant((e) => e.appointmentAt));
  groups.late.sort(byInstant((e) => e.appointmentAt));
  groups.arrived.sort(byInstant((e) => e.checkedInAt));
  groups.washed.sort(byInstant((e) => e.completedAt, true));
  groups.missed.sort(byInstant((e) => e.appointmentAt));
  return groups;
}

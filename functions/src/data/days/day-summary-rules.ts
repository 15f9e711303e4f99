// The Dashboard's daily summary as pure arithmetic (no Firestore here; day-summary.ts reads and writes it).
// One summary per business day (America/Port_of_Spain) lists every order that counts on that day as an entry
// keyed by order id, {cents, wash, visit, driveIn}; the day's totals are derived from the entries. Keying by order id is what makes
// the trigger idempotent: writing an order's entry twice gives the same day, where adding a delta twice would not.
//
// Where an order counts follows the domain's rules (visit-figures.ts: booked, washed or missed; a cancelled order
// that was not missed counts nowhere; the business date of the appointment) and
// reads stored values the way the converters do (normalize.ts): an ISO-day appointmentDate, else the business date
// of a date-shaped appointmentDate or of appointmentDateTime; a price as a number or numeric text ('105.00'). An
// order whose price cannot be read still counts as an order, with no revenue (as the former aggregation queries).
import { cents, topWash } from '../../../../src/domain/analytics';
import { businessMonthRange, type DashboardTiles } from '../../../../src/domain/dashboard';
import { businessDate } from '../../../../src/domain/calendar';
import { isDriveInOrder, type IsoDate, type OrderStatus } from '../../../../src/domain/types';
import { noShowRate, visitOutcome, type VisitOutcome } from '../../../../src/domain/visit-figures';
import { toBoolValue, toDateValue, toPriceValue, toTextValue } from '../../../../src/contracts/normalize';

/**
 * One counted order on its day: the price in whole cents (so sums are exact), the wash package's name, what the
 * order came to (booked, washed or missed) and whether it is a drive-in (left out of the no-show rate).
 */
export interface DayEntry {
  cents: number;
  wash: string;
  visit: VisitOutcome;
  driveIn: boolean;
}

/** Where a stored order counts on the Dashboard, and as what. */
export interface Placement {
  date: IsoDate;
  entry: DayEntry;
}

export interface WashCount {
  name: string;
  count: number;
}

/** A day's figures (what each counts: src/domain/visit-figures.ts). */
export interface DayTotals {
  /** Orders booked or washed (not cancelled, so not the misses either): Today's Orders. */
  orders: number;
  /** Revenue in cents: the completed orders' prices. */
  revenueCents: number;
  /** Completed washes per package name, most first, ties by name: Today's Top Wash. */
  washes: WashCount[];
  /** Completed washes, drive-ins included. */
  completed: number;
  /** Completed washes of appointments (drive-ins left out), the no-show rate's other half. */
  washedAppointments: number;
  misses: number;
  /** misses / (washedAppointments + misses), 0..1; null when neither happened. */
  noShowRate: number | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function appointmentDay(data: Record<string, unknown>): IsoDate | null {
  const stored = data.appointmentDate;
  if (typeof stored === 'string' && ISO_DAY.test(stored.trim())) return stored.trim();
  const at = toDateValue(stored === undefined ? data.appointmentDateTime : stored);
  return at ? businessDate(at) : null;
}

/**
 * The day and entry of a stored order, or null when it counts nowhere (cancelled without being missed, an unknown
 * status, no readable appointment day, or no order at all).
 * @example placementOf({ status: 'confirmed', appointmentDate: '2026-11-21', price: '45.00', serviceName: 'BASIC WASH' })
 *          // { date: '2026-11-21', entry: { cents: 4500, wash: 'BASIC WASH', visit: 'booked', driveIn: false } }
 */
export function placementOf(data: Record<string, unknown> | undefined): Placement | null {
  if (!data) return null;
  const visit = visitOutcome({
    status: data.status as OrderStatus,
    noShow: toBoolValue(data.noShow) === true,
  });
  if (!visit) return null;
  const date = appointmentDay(data);
  if (!date) return null;
  const price = toPriceValue(data.price) ?? 0;
  return {
    date,
    entry: {
      cents: Math.round(price * 100),
      wash: (toTextValue(data.serviceName) ?? '').trim(),
      visit,
      driveIn: isDriveInOrder({ serviceType: toTextValue(data.serviceType) }),
    },
  };
}

/** Same entry (both absent counts as the same). */
export function sameEntry(a: DayEntry | undefined, b: DayEntry | undefined): boolean {
  return (
    a === b ||
    (!!a && !!b && a.cents === b.cents && a.wash === b.wash && a.visit === b.visit && a.driveIn === b.driveIn)
  );
}

/** Same placement: nothing the Dashboard shows changed between the two. */
export function samePlacement(a: Placement | null, b: Placement | null): boolean {
  return a === b || (!!a && !!b && a.date === b.date && sameEntry(a.entry, b.entry));
}

/**
 * The totals of one day's entries; a wash without a name is counted but not ranked.
 * @example totalsOf({ A: { cents: 4500, wash: 'BASIC WASH', visit: 'washed', driveIn: false } })
 *          // { orders: 1, revenueCents: 4500, washes: [{ name: 'BASIC WASH', count: 1 }], completed: 1,
 *          //   washedAppointments: 1, misses: 0, noShowRate: 0 }
 */
export function totalsOf(entries: Readonly<Record<string, DayEntry>>): DayTotals {
  const washes = new Map<string, number>();
  let revenueCents = 0;
  let orders = 0;
  let completed = 0;
  let washedAppointments = 0;
  let misses = 0;
  for (const entry of Object.values(entries)) {
    if (entry.visit === 'missed') {
      misses += 1;
      continue;
    }
    orders += 1;
    if (entry.visit !== 'washed') continue;
    completed += 1;
    if (!entry.driveIn) washedAppointments += 1;
    revenueCents += entry.cents;
    if (entry.wash) washes.set(entry.wash, (washes.get(entry.wash) ?? 0) + 1);
  }
  const ranked = [...washes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    orders,
    revenueCents,
    washes: ranked.map(([name, count]) => ({ name, count })),
    completed,
    washedAppointments,
    misses,
    noShowRate: noShowRate(misses, washedAppointments),
  };
}

/**
 * The Dashboard's tiles from the day totals of (at least) the business month of `now`; days outside it are ignored.
 * @example tilesOf([{ date: '2026-11-21', totals }], new Date('2026-11-21T16:00:00Z')).todaysOrders
 */
export function tilesOf(days: readonly { date: IsoDate; totals: DayTotals }[], now: Date): DashboardTiles {
  const today = businessDate(now);
  const { start, end } = businessMonthRange(now);
  let monthCents = 0;
  for (const day of days) if (day.date >= start && day.date <= end) monthCents += day.totals.revenueCents;
  const todays = days.find((d) => d.date === today)?.totals;
  return {
    monthlyRevenue: cents(monthCents / 100),
    todaysOrders: todays?.orders ?? 0,
    todaysTopWash: topWash(new Map((todays?.washes ?? []).map((w) => [w.name, w.count]))),
    todaysRevenue: cents((todays?.revenueCents ?? 0) / 100),
    todaysCompleted: todays?.completed ?? 0,
    todaysMisses: todays?.misses ?? 0,
    todaysNoShowRate: noShowRate(todays?.misses ?? 0, todays?.washedAppointments ?? 0),
  };
}

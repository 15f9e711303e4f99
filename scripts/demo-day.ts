// Today's appointments of the demo data, one in every state of the bay board, so the bay screen is alive the moment
// the app starts: due in the next hour, arrived (checked in), washed (checked in and completed), missed (the no-show
// job's mark) and a drive-in bought today. Times are chosen relative to `now` in business time, on the slot grid of
// the type (domain/slots); outside opening hours they are clamped to the grid, so the day still shows every state.
// Pure: scripts/seed.ts writes them through the write path's builders.
import { businessDate, businessMinutesOfDay, parseTime12, slotInstant } from '../src/domain/calendar';
import { slotTimes } from '../src/domain/slots';
import type { AppointmentType, OrderStatus, Time12 } from '../src/domain/types';
import type { BayBoardState } from '../src/contracts/bay-api';
import type { DemoAccount } from './demo-accounts';

export interface DemoDayOrder {
  who: DemoAccount['key'];
  state: Exclude<BayBoardState, 'cancelled'>;
  type: AppointmentType;
  time: Time12;
  status: OrderStatus;
  serviceId: string;
  plate: string;
  /** Visit fields (src/contracts/bay-api.ts OrderVisitFields) as Dates; the seed stores them as Timestamps. */
  visit: { checkedInAt?: Date; completedAt?: Date; noShow?: true; noShowAt?: Date };
}

const MINUTE = 60_000;

/** The grid time of `type` nearest to `minutes` (minutes of the business day); the earlier one on a tie. */
export function nearestSlotTime(type: AppointmentType, minutes: number): Time12 {
  let best = slotTimes(type)[0]!;
  for (const time of slotTimes(type)) {
    if (Math.abs(parseTime12(time) - minutes) < Math.abs(parseTime12(best) - minutes)) best = time;
  }
  return best;
}

const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));

/**
 * Today's demo appointments at `now`: washed about 1.5 hours ago, missed an hour ago (its window closed), arrived
 * around now, and due within the next hour.
 * @example demoDayOrders(new Date('2026-11-24T15:02:00Z')).map((o) => [o.state, o.time]) // washed 9:30 AM, missed 10:00 AM, ...
 */
export function demoDayOrders(now: Date): DemoDayOrder[] {
  const today = businessDate(now);
  const minutes = businessMinutesOfDay(now);
  const at = (time: Time12) => slotInstant(today, time);
  const ago = (n: number) => new Date(now.getTime() - n * MINUTE);

  const washed = nearestSlotTime('free', minutes - 90);
  const washedIn = earliest(new Date(at(washed).getTime() - 5 * MINUTE), ago(20));
  const missed = nearestSlotTime('free', minutes - 60);
  const arrived = nearestSlotTime('special', minutes - 10);
  const due = nearestSlotTime('free', minutes + 30);
  return [
    {
      who: 'bob',
      state: 'washed',
      type: 'free',
      time: washed,
      status: 'completed',
      serviceId: 'comfort-wash',
      plate: 'TDD1001',
      visit: { checkedInAt: washedIn, completedAt: new Date(washedIn.getTime() + 8 * MINUTE) },
    },
    {
      who: 'carol',
      state: 'missed',
      type: 'free',
      time: missed,
      status: 'cancelled',
      serviceId: 'basic-wash',
      plate: 'PCK4321',
      visit: { noShow: true, noShowAt: earliest(new Date(at(missed).getTime() + 45 * MINUTE), now) },
    },
    {
      who: 'alice',
      state: 'arrived',
      type: 'special',
      time: arrived,
      status: 'confirmed',
      serviceId: 'premium-wash',
      plate: 'PDF1234',
      visit: { checkedInAt: earliest(new Date(at(arrived).getTime() - 5 * MINUTE), ago(3)) },
    },
    {
      who: 'alice',
      state: 'due',
      type: 'free',
      time: due,
      status: 'confirmed',
      serviceId: 'basic-wash',
      plate: 'PDF5678',
      visit: {},
    },
  ];
}

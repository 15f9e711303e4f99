// Today's money on the Dashboard (issue 46), beside the washes: what WiPay took today (payment records made since
// the business day began, whatever day their appointment is), what went back to cards today (records refunded since
// then), and what the branch collects for today's cars by their ledgers (the bay board's `dueCents`, one document:
// every car of today not cancelled or missed, and of those the washed ones). Reads: one per payment record
// returned (at least one per query) and one for the board.
import { Timestamp } from 'firebase-admin/firestore';
import { BAY_BOARD_COLLECTION } from '../../../../src/contracts/bay-api';
import type { DashboardMoney } from '../../../../src/domain/dashboard';
import { businessDate, slotInstant } from '../../../../src/domain/calendar';
import { col } from '../booking-docs';
import { PAYMENT_RECORDS } from '../card-payment';
import { shapedQuery } from '../shaped-query';
import { readBoardEntry } from './bay-board-rules';

const dollars = (cents: number) => Math.round(cents) / 100;
const centsOf = (amount: unknown) =>
  typeof amount === 'number' && amount > 0 ? Math.round(amount * 100) : 0;

export async function todaysMoney(now: Date): Promise<{ money: DashboardMoney; reads: number }> {
  const today = businessDate(now);
  const since = { '>=': Timestamp.fromDate(slotInstant(today, '12:00 AM')) };
  const records = col(PAYMENT_RECORDS);
  const [taken, refunded, board] = await Promise.all([
    shapedQuery(records, 'paymentRecordsTakenSince', { createdAt: since }).get(),
    shapedQuery(records, 'paymentRecordsRefundedSince', { refundedAt: since }).get(),
    col(BAY_BOARD_COLLECTION).doc(today).get(),
  ]);
  const sum = (docs: { get(field: string): unknown }[]) =>
    docs.reduce((t, d) => t + centsOf(d.get('amount')), 0);
  let dueCents = 0;
  let collectedCents = 0;
  const entries = (board.get('entries') ?? {}) as Record<string, unknown>;
  for (const raw of Object.values(entries)) {
    const entry = readBoardEntry(raw);
    if (!entry || entry.state === 'cancelled' || entry.state === 'missed') continue;
    const due = typeof entry.dueCents === 'number' ? entry.dueCents : 0;
    dueCents += due;
    if (entry.state === 'washed') collectedCents += due;
  }
  return {
    money: {
      takenOnlineToday: dollars(sum(taken.docs.filter((d) => d.get('stateOnly') !== true))),
      refundedToday: dollars(sum(refunded.docs.filter((d) => d.get('refundStatus') === 'refunded'))),
      dueAtBranchToday: dollars(dueCents),
      collectedAtBranchToday: dollars(collectedCents),
    },
    reads: Math.max(1, taken.size) + Math.max(1, refunded.size) + 1,
  };
}

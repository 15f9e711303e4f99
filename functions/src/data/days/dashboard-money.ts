// Today's money on the Dashboard (issue 46), beside the washes: what WiPay took today (payment records made since
// the business day began, whatever day their appointment is), what went back to cards today (records refunded since
// then), and what the branch collects for today's cars by their ledgers (the bay board's `dueCents`, one document:
// every car of today not cancelled or missed, and of those the washed ones).
//   The card money is summed by Firestore's aggregation queries (`sum('amount')`), not by reading the records
// (issue 45: a busy day's payments cost one read each, 388 reads in the bench's scale run): taken = the records
// made today less the state-only ones among them (a refund or dispute record of a payment that made nothing), and
// refunded = the records with refundStatus 'refunded' since today began. Reads: one per aggregation (billed per
// batch of up to 1,000 index entries; a branch takes far fewer payments a day) and one for the board.
import { AggregateField, Timestamp, type Query } from 'firebase-admin/firestore';
import { BAY_BOARD_COLLECTION } from '../../../../src/contracts/bay-api';
import type { DashboardMoney } from '../../../../src/domain/dashboard';
import { businessDate, slotInstant } from '../../../../src/domain/calendar';
import { col } from '../booking-docs';
import { PAYMENT_RECORDS } from '../card-payment';
import { shapedQuery } from '../shaped-query';
import { readBoardEntry } from './bay-board-rules';

const dollars = (cents: number) => Math.round(cents) / 100;
/** The sum of `amount` over the query's records, in cents (records without a numeric amount add nothing). */
async function amountCents(query: Query): Promise<number> {
  const snap = await query.aggregate({ total: AggregateField.sum('amount') }).get();
  const total = snap.data().total;
  return typeof total === 'number' && Number.isFinite(total) ? Math.round(total * 100) : 0;
}
const AGGREGATIONS = 3;

export async function todaysMoney(now: Date): Promise<{ money: DashboardMoney; reads: number }> {
  const today = businessDate(now);
  const since = { '>=': Timestamp.fromDate(slotInstant(today, '12:00 AM')) };
  const records = col(PAYMENT_RECORDS);
  const [taken, stateOnly, refunded, board] = await Promise.all([
    amountCents(shapedQuery(records, 'paymentRecordsTakenSince', { createdAt: since })),
    amountCents(shapedQuery(records, 'paymentRecordsStateOnlySince', { stateOnly: true, createdAt: since })),
    amountCents(
      shapedQuery(records, 'paymentRecordsRefundedSince', { refundStatus: 'refunded', refundedAt: since }),
    ),
    col(BAY_BOARD_COLLECTION).doc(today).get(),
  ]);
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
      takenOnlineToday: dollars(Math.max(0, taken - stateOnly)),
      refundedToday: dollars(refunded),
      dueAtBranchToday: dollars(dueCents),
      collectedAtBranchToday: dollars(collectedCents),
    },
    reads: AGGREGATIONS + 1,
  };
}

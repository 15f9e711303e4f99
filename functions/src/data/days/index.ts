// days/: the orders projected onto one document per business day, kept true by the order triggers and rebuilt by
// scripts: the Dashboard's daily summaries (day-summary.ts; the arithmetic, pure, day-summary-rules.ts; the figures
// the Dashboard reads, dashboard-figures.ts), the bay board (bay-board.ts, built by bay-board-rules.ts), what the two
// share (day-projection.ts, order-day-scan.ts), and the orders of a range for Analytics (analytics-orders.ts).
// It stands on the core of data/ alone; no other room imports it (callables, triggers and scripts reach its modules
// directly), so it exports nothing here.
export {};

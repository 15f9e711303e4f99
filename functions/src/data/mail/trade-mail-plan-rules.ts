// Which e-mails a trade sends, and when (pure: data/mail/trade-mail.ts reads and writes the jobs). A trade mails the taker
// the appointment ('trade': calendar REQUEST, the new QR code) and the giver its cancel ('traded-away'). An order that
// changes hands again within `windowMs` of its last trade (or while e-mails of such a burst still wait) does not mail
// at once: its e-mails are held until it has stayed put for `windowMs`, and each move of the burst replaces them, so
// only two go out in the end. They are worked out from who last had the order BY E-MAIL, not from the last move
// alone, so every calendar stays right:
//   - the one who last received the appointment (the giver of the burst's first move, or the recipient of the held
//     cancel) gets the cancel, unless the order came back to them;
//   - the last taker gets the appointment (with the current code: every move renewed the pass);
//   - anyone in between got nothing, and needs nothing.

/** The e-mail jobs of an order still held (not released, not rendered). */
export interface HeldTradeMail {
  /** The held cancel, and the uid it goes to: the one who last received the appointment by e-mail. */
  away: { id: string; recipient: string } | null;
  /** Held appointments to owners in between: a later move always replaces them. */
  trades: readonly string[];
}

export type TradeMailPlan =
  | { mode: 'now' }
  | {
      mode: 'held';
      heldUntil: Date;
      /** Held jobs the move replaces (deleted: a job gone is never rendered). */
      deleteJobs: string[];
      /** The cancel: the held one kept (its wait extended), a new one for the giver, or none. */
      away: 'keep' | 'create' | 'none';
    };

/**
 * What the move of an order from `giver` to `taker` (uids) mails: at once, or held and merged with the burst's.
 * @example planTradeMail({ giver: 'a', taker: 'b', lastTradedAt: null, held: { away: null, trades: [] }, now,
 *   windowMs: 600_000 }) // { mode: 'now' }
 */
export function planTradeMail(input: {
  giver: string;
  taker: string;
  /** When the order last changed hands (null: never traded). */
  lastTradedAt: Date | null;
  held: HeldTradeMail;
  now: Date;
  windowMs: number;
}): TradeMailPlan {
  const { giver, taker, lastTradedAt, held, now, windowMs } = input;
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid Date');
  if (!Number.isFinite(windowMs) || windowMs < 0)
    throw new RangeError(`windowMs must be >= 0, got ${windowMs}`);
  const waiting = held.away !== null || held.trades.length > 0;
  const recent = lastTradedAt !== null && now.getTime() - lastTradedAt.getTime() < windowMs;
  if (!waiting && !recent) return { mode: 'now' };

  const lastMailed = held.away?.recipient ?? giver;
  const deleteJobs = [...held.trades];
  let away: 'keep' | 'create' | 'none';
  if (taker === lastMailed) {
    // Back with the one whose calendar still has it: no cancel, only the appointment with its new code.
    if (held.away) deleteJobs.push(held.away.id);
    away = 'none';
  } else {
    away = held.away ? 'keep' : 'create';
  }
  return { mode: 'held', heldUntil: new Date(now.getTime() + windowMs), deleteJobs, away };
}

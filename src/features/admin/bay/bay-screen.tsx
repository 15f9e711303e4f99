import { useEffect, useRef, useState } from 'react';
import { useLive } from '../../../components/use-data';
import { businessDate } from '../../../domain/calendar';
import { subscribeBayBoard, type BayBoard } from '../../../lib/data/bay-board';
import { serverNow, useServerClock } from '../../../lib/server-time';
import {
  checkInAtBay,
  checkInByHand,
  completeAtBay,
  undoWashedAtBay,
  type BayCallResult,
} from '../../../lib/data/bay-calls';
import { UNDO_WASHED_MS } from '../../../contracts/bay-api';
import { BayAnswer, BaySurchargeReminder, type BayAnswerState } from './bay-answer';
import { BayBoardList } from './bay-board-list';
import { BayCamera } from './bay-camera';
import { BayEntryForm } from './bay-entry-form';
import { BAY_TEXT } from './bay-text';
import { isPlanPassText } from './plan-pass-text';
import { PlanRedeemPanel } from './plan-redeem-panel';
import type { LoadQrScanner } from './scanner';
import { loadQrScanner } from './load-scanner';
import './bay.css';

/** How long the code still in front of the camera is not sent again (each sighting restarts it). */
export const SAME_CODE_QUIET_MS = 8000;
/** How often the screen re-reads the clock (groups move, the day turns at midnight business time). */
const CLOCK_TICK_MS = 30_000;

/** `clock()` now, re-read every tick and as soon as the server clock's offset is learned or changes. */
function useNow(clock: () => Date): Date {
  const server = useServerClock();
  const [reading, setReading] = useState(() => ({ server, now: clock() }));
  if (reading.server !== server) setReading({ server, now: clock() });
  useEffect(() => {
    const timer = setInterval(() => setReading({ server, now: clock() }), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [clock, server]);
  return reading.now;
}

/**
 * The bay's calls, one at a time: the answer on screen, `run` for a call, and `onScanned` for the camera, which
 * sends a decoded code unless the same code was sent within SAME_CODE_QUIET_MS or a call is under way.
 */
function useBayCalls() {
  const [answer, setAnswer] = useState<BayAnswerState>({ status: 'idle' });
  // Issue 43: a plan's pass is not an order's: it goes to "Redeem a plan", which asks for the plate.
  const [planPass, setPlanPass] = useState<{ text: string; at: number } | null>(null);
  const busy = useRef(false);
  const lastCode = useRef<{ text: string; at: number } | null>(null);

  async function run(call: () => Promise<BayCallResult>): Promise<BayCallResult> {
    busy.current = true;
    setAnswer({ status: 'busy' });
    try {
      const result = await call();
      setAnswer(result);
      return result;
    } finally {
      busy.current = false;
    }
  }

  function onScanned(text: string) {
    const at = Date.now();
    const last = lastCode.current;
    if (last && last.text === text && at - last.at < SAME_CODE_QUIET_MS) {
      last.at = at;
      return;
    }
    if (busy.current) return;
    lastCode.current = { text, at };
    if (isPlanPassText(text)) return setPlanPass({ text, at });
    void run(() => checkInAtBay({ qr: text }));
  }

  return { answer, run, onScanned, planPass };
}

/**
 * The car just marked washed, while "Undo Washed" is offered: for UNDO_WASHED_MS after the answer (the server
 * refuses later ones by its own clock), or null.
 */
function useUndoable(answer: BayAnswerState) {
  const order =
    answer.status === 'ok' && answer.response.outcome === 'completed' ? answer.response.order : null;
  const [expired, setExpired] = useState<BayAnswerState | null>(null);
  useEffect(() => {
    if (!order) return;
    const timer = setTimeout(() => setExpired(answer), UNDO_WASHED_MS);
    return () => clearTimeout(timer);
  }, [answer, order]);
  return order && expired !== answer ? order : null;
}

/** The server's clock (lib/server-time), never the phone's: "today" and the due/late groups follow the server. */
const defaultClock = serverNow;

/**
 * The bay screen (issue 27), for an attendant's phone in one hand: the camera scanner and the typed entry, the
 * answer shown big, and today's appointments live from bayBoard/{today}. `loadScanner` and `clock` are injected so
 * tests can feed decoded text and fix the time.
 */
export function BayScreen({
  loadScanner = loadQrScanner,
  clock = defaultClock,
}: {
  loadScanner?: LoadQrScanner;
  clock?: () => Date;
}) {
  const now = useNow(clock);
  const today = businessDate(now);
  const [round, setRound] = useState(0);
  const board = useLive<BayBoard>(
    (next, fail) => subscribeBayBoard(today, next, fail),
    BAY_TEXT.listLoadFailed,
    [today, round],
  );
  const { answer, run, onScanned, planPass } = useBayCalls();
  const checkedIn =
    answer.status === 'ok' &&
    (answer.response.outcome === 'checked-in' || answer.response.outcome === 'already-checked-in')
      ? answer.response.order
      : null;
  const washed = useUndoable(answer);

  return (
    <div className="bay">
      <h2 className="bay__title">{BAY_TEXT.title}</h2>
      <p className="admin-muted bay__intro">{BAY_TEXT.intro}</p>
      <div className="bay__scan">
        {/* On a phone the answer sits right under the camera, where the attendant is looking. */}
        <div className="bay__column">
          <BayCamera loadScanner={loadScanner} onText={onScanned} />
          <BayAnswer answer={answer} today={today} />
          {checkedIn && (
            <button
              type="button"
              className="button bay__washed"
              onClick={() => void run(() => completeAtBay({ orderId: checkedIn.orderId }))}
            >
              {BAY_TEXT.washed}
            </button>
          )}
          {washed && (
            <button
              type="button"
              className="button button--secondary bay__undo"
              onClick={() => void run(() => undoWashedAtBay(washed.orderId))}
            >
              {BAY_TEXT.undoWashed}
            </button>
          )}
          {answer.status === 'ok' && <BaySurchargeReminder />}
        </div>
        <BayEntryForm
          busy={answer.status === 'busy'}
          onSubmit={async (entry) =>
            (await run(() => (entry.manual ? checkInByHand(entry.request) : checkInAtBay(entry.request))))
              .status === 'ok'
          }
        />
      </div>
      <PlanRedeemPanel scanned={planPass} />
      <BayBoardList
        board={board}
        now={now}
        busy={answer.status === 'busy'}
        onWashed={(orderId) => void run(() => completeAtBay({ orderId }))}
        onCheckIn={(orderId) => void run(() => checkInByHand({ orderId }))}
        onRetry={() => setRound((r) => r + 1)}
      />
    </div>
  );
}

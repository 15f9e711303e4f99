// Fault drills (README "Fault drills"): points in a callable where a drill may end the functions process, to prove
// that a call which dies after its commit and before its answer loses nothing and books nothing twice.
// It cannot fire in production: outside the Functions emulator (which alone sets FUNCTIONS_EMULATOR=true) a point
// returns at once and reads nothing. On the emulators a drill arms one point for one customer with a server-only
// document, faultDrills/{point}_{uid} (the rules' catch-all refuses every client), which the point consumes as it
// fires; unarmed, a point costs one document read.
import { db } from '../admin-sdk';
import { logs } from '../../logs';

/** The collection of armed drills (server-only; written by the test harness with owner access). */
export const FAULT_DRILLS_COLLECTION = 'faultDrills';

export type FaultPoint = 'confirmBooking-afterCommit';

/** Ends the process like a crash (SIGKILL: no handler runs, no answer is sent) when `point` is armed for `uid`. */
export async function faultPoint(
  point: FaultPoint,
  uid: string,
  env: NodeJS.ProcessEnv = process.env,
  die: () => void = () => process.kill(process.pid, 'SIGKILL'),
): Promise<void> {
  if (env.FUNCTIONS_EMULATOR !== 'true') return;
  const ref = db.collection(FAULT_DRILLS_COLLECTION).doc(`${point}_${uid}`);
  if (!(await ref.get()).exists) return;
  await ref.delete();
  logs.faultDrillFired(point, uid);
  die();
}

// Pauses the Functions emulator's background triggers around a bulk write, through the emulator hub's
// PUT /functions/disableBackgroundTriggers and /functions/enableBackgroundTriggers (firebase-tools
// lib/emulator/hub.js): seeding 10,000 orders would otherwise queue 10,000 order-trigger runs. Whatever the
// triggers would have maintained (the Dashboard's daily summaries) is then rebuilt directly by the caller.
// Without a running Functions emulator there is nothing to pause and the write runs as it is.
const hub = () => `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}/functions`;

/** Turns the emulator's background triggers on or off; false when no Functions emulator answered. */
export async function setBackgroundTriggers(enabled: boolean): Promise<boolean> {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    return (await fetch(`${hub()}/${action}`, { method: 'PUT' })).ok;
  } catch {
    return false;
  }
}

/** Runs `write` with the emulator's background triggers off, and turns them back on (if it turned them off). */
export async function withTriggersPaused<T>(write: () => Promise<T>): Promise<T> {
  const paused = await setBackgroundTriggers(false);
  let result: T;
  try {
    result = await write();
  } finally {
    if (paused) await setBackgroundTriggers(true);
  }
  return result;
}

// Pauses the Functions emulator's background triggers around a bulk write, through the emulator hub's
// PUT /functions/disableBackgroundTriggers and /functions/enableBackgroundTriggers (firebase-tools
// lib/emulator/hub.js): seeding 10,000 orders would otherwise queue 10,000 order-trigger runs. Whatever the
// triggers would have maintained (the Dashboard's daily summaries) is then rebuilt directly by the caller.
// Without a running Functions emulator there is nothing to pause and the write runs as it is.
import { HOST, PORTS, PROJECT_ID } from './support/emulator-config';

const hubHost = () => `http://${process.env.FIREBASE_EMULATOR_HUB ?? `${HOST}:4400`}`;
const hub = () => `${hubHost()}/functions`;

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

// Pausing is the Functions emulator's side only: the Firestore emulator still builds an event for every write a
// Firestore trigger listens to and POSTs it to the Functions emulator, which drops it. Each reload (every
// enableBackgroundTriggers) registers the triggers again under a new key (`<id>-<generation>`, firebase-tools
// lib/emulator/functionsEmulator.js getTriggerKey) and the old registrations stay. Measured in the 50-on-50 bench row
// (issue 45): 0.80 ms of the Functions emulator's CPU and about 0.5 ms of the Firestore emulator's per booking, on
// the two cores the row shares; production delivers its events through Eventarc, off the commit's path and off the
// instances that book.

interface TriggerDefinition {
  id: string;
  eventTrigger?: {
    eventType?: string;
    eventFilters?: { database?: string; namespace?: string };
    eventFilterPathPatterns?: { document?: string };
  };
}

/** Where no write ever goes: a trigger pointed here receives nothing. */
const DETACHED_PATH = 'emulatorDetachedTriggers/{doc}';

/** One registration: its key and the body the Functions emulator registered it with. */
interface Registration {
  key: string;
  body: Record<string, unknown>;
}

/** Every registration of a Firestore trigger the Functions emulator has made: key, event type and path filters. */
export async function firestoreTriggerRegistrations(): Promise<Registration[]> {
  const emulators = (await (await fetch(`${hubHost()}/emulators`)).json()) as {
    functions?: { host: string; port: number };
  };
  if (!emulators.functions) return [];
  const { host, port } = emulators.functions;
  const listing = (await (await fetch(`http://${host}:${port}/backends`)).json()) as {
    backends: { functionTriggers: TriggerDefinition[] }[];
  };
  const definitions = listing.backends
    .flatMap((b) => b.functionTriggers)
    .filter((d) => d.eventTrigger?.eventType?.startsWith('google.cloud.firestore.document.'));
  // One definition per generation (the listing keeps every generation's records): ids seen N times had keys -0..-(N-1).
  const generations = new Map<string, { count: number; def: TriggerDefinition }>();
  for (const def of definitions) {
    const seen = generations.get(def.id);
    generations.set(def.id, { count: (seen?.count ?? 0) + 1, def });
  }
  return [...generations.values()].flatMap(({ count, def }) =>
    Array.from({ length: count }, (_, gen) => ({
      key: `${def.id}-${gen}`,
      body: {
        eventType: def.eventTrigger!.eventType,
        database: def.eventTrigger!.eventFilters?.database ?? '(default)',
        namespace: def.eventTrigger!.eventFilters?.namespace ?? '(default)',
        document: { value: def.eventTrigger!.eventFilterPathPatterns?.document, matchType: 'PATH_PATTERN' },
      },
    })),
  );
}

/** Points every registration at DETACHED_PATH (`detached`) or back at its own path. */
async function setTriggerDelivery(registrations: readonly Registration[], detached: boolean): Promise<void> {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
  const project = process.env.GCLOUD_PROJECT ?? PROJECT_ID;
  for (const { key, body } of registrations) {
    const document = detached ? { value: DETACHED_PATH, matchType: 'PATH_PATTERN' } : body.document;
    const response = await fetch(
      `http://${firestore}/emulator/v1/projects/${project}/eventarcTrigger?eventarcTriggerId=${key}`,
      { method: 'POST', body: JSON.stringify({ ...body, document }) },
    );
    if (!response.ok) throw new Error(`trigger ${key}: the Firestore emulator answered ${response.status}`);
  }
}

/**
 * Runs `work` with the background triggers paused AND their events no longer delivered (see above): for measuring
 * what a write costs the commit alone. The registrations are pointed back at their paths before the triggers resume.
 */
export async function withTriggersDetached<T>(work: () => Promise<T>): Promise<T> {
  return withTriggersPaused(async () => {
    const registrations = await firestoreTriggerRegistrations();
    await setTriggerDelivery(registrations, true);
    try {
      return await work();
    } finally {
      await setTriggerDelivery(registrations, false);
    }
  });
}

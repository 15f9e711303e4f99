// How many different number plates one customer may name. The spec's duplicate rule ('Number plate {plate} is
// already booked for {date}') answers whether a plate is booked that day, so an unlimited customer could track a
// stranger's car, or squat its plate for a day. Each customer may name at most `maxDistinct` different plates within
// a rolling `windowMs`; a plate already named in the window may always be named again. Plates are kept by an
// opaque key (the server hashes them), each with when it was last named.

export interface PlatePolicy {
  maxDistinct: number;
  windowMs: number;
}

/** Plate key -> when the customer last named it (epoch ms). */
export type PlateUsage = Readonly<Record<string, number>>;

export type PlateTry = { ok: true; usage: PlateUsage } | { ok: false; limit: number };

/**
 * The customer's usage after naming `plateKey` at `now`: entries older than the window are dropped; a plate named
 * before is fine (and refreshed); a new one is fine below the limit, refused at it (usage unchanged).
 * @example recordPlateTry({}, 'k1', now, { maxDistinct: 5, windowMs: 30 * 864e5 }) // { ok: true, usage: { k1: now } }
 */
export function recordPlateTry(
  usage: PlateUsage,
  plateKey: string,
  now: Date,
  policy: PlatePolicy,
): PlateTry {
  if (policy.maxDistinct < 1) throw new RangeError('maxDistinct must be at least 1');
  const since = now.getTime() - policy.windowMs;
  const recent = Object.entries(usage).filter(([, at]) => Number.isFinite(at) && at > since);
  const known = recent.some(([key]) => key === plateKey);
  if (!known && recent.length >= policy.maxDistinct) return { ok: false, limit: policy.maxDistinct };
  return { ok: true, usage: { ...Object.fromEntries(recent), [plateKey]: now.getTime() } };
}

// Node 20 lacks Map.groupBy / Object.groupBy, which Vitest 5's reporter uses when it prints a failure.
// Loaded through NODE_OPTIONS by scripts/test-all.mjs so failures are reported instead of crashing the reporter.
function groupBy(items, key) {
  const groups = new Map();
  let i = 0;
  for (const item of items) {
    const k = key(item, i++);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(item);
  }
  return groups;
}
if (typeof Map.groupBy !== 'function') Map.groupBy = groupBy;
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, key) =>
    Object.assign(Object.create(null), Object.fromEntries(groupBy(items, key)));
}

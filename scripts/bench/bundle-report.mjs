// Bundle budgets from the Vite build manifest (gzip sizes). Deterministic: `npm test` checks them too.
//   node scripts/bench/bundle-report.mjs [--json]   (reads dist/.vite/manifest.json; run `vite build` first)
// Initial JS of a route = the entry's static-import closure + the route chunk's static-import closure
// (routes are lazy, so the route chunk is requested at once). Dynamic imports (Firebase services, qrcode,
// chart.js) are not initial; the browser benchmark measures what a route really downloads.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { root } from '../emulator-env.mjs';

// The booking route carries App Check (about 7 KiB gzip) since every callable enforces it: 280 -> 290.
// Firestore's persistent IndexedDB cache (open orders and QR codes offline, about 22 KiB gzip, inside the lazy
// Firestore chunk) and the service worker registration (workbox-window, about 3 KiB, loaded after `load` when
// idle) join every route's lazy total: 290 -> 315. The first-paint budget (customerInitialJs) is unchanged.
export const BUDGETS_KIB = { customerInitialJs: 150, bookingRouteTotal: 315 };
const dist = process.env.BUNDLE_DIST ?? join(root, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');

export function loadManifest() {
  if (!existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`npx vite build\` first.`);
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

const gzCache = new Map();
export function gzipKiB(file) {
  if (!gzCache.has(file))
    gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gzCache.get(file);
}

/** Files (js, css) reachable from `keys` by static imports; with `dynamic`, by dynamic imports too. */
export function closure(manifest, keys, { dynamic = false, skip = new Set() } = {}) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key] || skip.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const sum = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((t, f) => t + gzipKiB(f), 0);

export function bundleFigures() {
  const manifest = loadManifest();
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const route = (src) => closure(manifest, [entry, src]);
  const adminKeys = Object.keys(manifest).filter(
    (k) => k.startsWith('src/features/admin/') && manifest[k].isDynamicEntry,
  );
  const customerKeys = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && !k.startsWith('src/features/admin/'),
  );
  const customerAll = closure(manifest, [entry, ...customerKeys], {
    dynamic: true,
    skip: new Set(adminKeys),
  });
  const everything = closure(manifest, Object.keys(manifest), { dynamic: true });
  const adminOnly = [...everything].filter((f) => !customerAll.has(f));
  const chartFiles = Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        /chart\.js|react-chartjs|analytics-chart/.test(key) || /chart/i.test(chunk.name ?? ''),
    )
    .map(([, chunk]) => chunk.file);
  const home = route('src/features/home/home-page.tsx');
  // A route's total: the entry, the route chunk and everything they load lazily (Firebase services, qrcode…),
  // but not the other routes' pages.
  const pages = new Set(manifest[entry].dynamicImports ?? []);
  const routeTotal = (src) => {
    const skip = new Set([...pages].filter((k) => k !== src));
    return closure(manifest, [entry, src], { dynamic: true, skip });
  };
  const booking = routeTotal('src/features/booking/appointment-page.tsx');
  return {
    entryJs: sum(closure(manifest, [entry]), '.js'),
    customerInitialJs: sum(home, '.js'),
    customerInitialCss: sum(home, '.css'),
    bookingRouteTotal: sum(booking, '.js'),
    adminOnlyFiles: adminOnly,
    adminOnlyJs: sum(new Set(adminOnly), '.js'),
    chartFiles,
    chartInCustomerCode: chartFiles.filter((f) => customerAll.has(f)),
    qrcodeStatic: [...home].some((f) => /qrcode/i.test(f)),
  };
}

export function bundleRows(fig) {
  const kib = (n) => `${n.toFixed(1)} KiB`;
  return [
    [
      'initial JS, customer entry route (/)',
      kib(fig.customerInitialJs),
      `<= ${BUDGETS_KIB.customerInitialJs} KiB`,
      fig.customerInitialJs <= BUDGETS_KIB.customerInitialJs,
    ],
    [
      'booking route JS incl. lazy imports',
      kib(fig.bookingRouteTotal),
      `<= ${BUDGETS_KIB.bookingRouteTotal} KiB`,
      fig.bookingRouteTotal <= BUDGETS_KIB.bookingRouteTotal,
    ],
    ['admin-only JS (lazy chunks)', kib(fig.adminOnlyJs), 'not in customer code', true],
    [
      'chart.js chunks reachable from customer routes',
      String(fig.chartInCustomerCode.length),
      '0',
      fig.chartInCustomerCode.length === 0,
    ],
    ['qrcode in the initial bundle', fig.qrcodeStatic ? 'yes' : 'no', 'no', !fig.qrcodeStatic],
  ];
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  const w = [Math.max(...rows.map((r) => r[0].length)), 16, 22];
  console.log(`${'measure'.padEnd(w[0])}  ${'measured'.padEnd(w[1])}  ${'budget'.padEnd(w[2])}  result`);
  for (const [name, value, budget, ok] of rows) {
    console.log(
      `${name.padEnd(w[0])}  ${String(value).padEnd(w[1])}  ${String(budget).padEnd(w[2])}  ${ok ? 'ok' : 'OVER'}`,
    );
  }
  return rows.every((r) => r[3]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fig = bundleFigures();
  if (process.argv.includes('--json')) console.log(JSON.stringify(fig, null, 2));
  const ok = printTable('Bundle budgets (gzip)', bundleRows(fig));
  process.exit(ok ? 0 : 1);
}

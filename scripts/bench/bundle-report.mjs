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
// idle) join every route's lazy total; Firestore's unused pipeline regex engine leaving the bundle (re2js, about
// 44 KiB) pays for them, so the budget stays 290.
export const BUDGETS_KIB = { customerInitialJs: 150, bookingRouteTotal: 290 };
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

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The share of a built JS file's bytes that comes from sources matching `pattern`, read from its source map (each
 * mapping segment's generated length is credited to its source). 0 when the file has no map.
 */
export function sourceShare(file, pattern) {
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return 0;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const lines = readFileSync(join(dist, file), 'utf8').split('\n');
  const matches = map.sources.map((src) => pattern.test(src));
  let source = 0;
  let matched = 0;
  let total = 0;
  map.mappings.split(';').forEach((line, li) => {
    const segments = [];
    let column = 0;
    for (const text of line ? line.split(',') : []) {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of text) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    segments.forEach(([start, src], i) => {
      const length = (i + 1 < segments.length ? segments[i + 1][0] : (lines[li] ?? '').length) - start;
      total += length;
      if (src >= 0 && matches[src]) matched += length;
    });
  });
  return total === 0 ? 0 : matched / total;
}

// The SDK and the packages only it brings in (IndexedDB wrapper, Firestore's regex engine).
const FIREBASE_SOURCES = /node_modules\/(@firebase|firebase|idb|re2js)\//;

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
  // What the admin routes load that no customer route does. (Not "everything minus customer": the prerendered pages'
  // boot script is an emitted asset outside the import graph, and every customer page requests it.)
  const adminAll = closure(manifest, adminKeys, { dynamic: true });
  const adminOnly = [...adminAll].filter((f) => !customerAll.has(f));
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
  const bookingJs = [...booking].filter((f) => f.endsWith('.js'));
  return {
    entryJs: sum(closure(manifest, [entry]), '.js'),
    customerInitialJs: sum(home, '.js'),
    customerInitialCss: sum(home, '.css'),
    bookingRouteTotal: sum(booking, '.js'),
    // The Firebase JS SDK's part of it (gzip size of each file times the SDK's share of its bytes).
    bookingFirebaseSdk: bookingJs.reduce((t, f) => t + gzipKiB(f) * sourceShare(f, FIREBASE_SOURCES), 0),
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
    [
      'of which the Firebase JS SDK',
      `${kib(fig.bookingFirebaseSdk)} (${Math.round((100 * fig.bookingFirebaseSdk) / fig.bookingRouteTotal)} %)`,
      'report',
      true,
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

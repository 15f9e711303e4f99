// Vite build plugin: the public pages ship as HTML that already holds the page (src/app/prerender.tsx), so the
// largest element paints once the HTML, the CSS and the hero picture arrive, without waiting for ~90 KiB gzip of
// React and the route chunk; the app hydrates it. The document the app shell used to be moves to app.html, which
// firebase.json rewrites every other path to (a signed-in page must not flash the home page first); the pages the
// shell serves get a copy each (appointment.html...) that preloads their route chunk with the entry.
// The prerendered pages sit behind the coming-soon gate, so each one starts hidden (styles.css) and a tiny classic
// script in <head> shows it only when this browser session has passed the gate; otherwise the app renders the gate.
// The same script starts the app once the page has loaded (its CSS and hero picture) and painted (at the latest
// after 3 s, for a tab opened in the background): it
// then adds the entry and preloads the page's chunks, so ~100 KiB gzip of JavaScript no longer competes with the
// HTML, CSS and picture for the first paint, which needs none of it.
import type { Plugin, Rollup } from 'vite';
import { createServer } from 'vite';
import { GATE_STORAGE_KEY } from '../src/features/gate/gate-storage.ts';
import type * as Prerender from '../src/app/prerender.tsx';

/** The SPA shell every path without its own prerendered page is served (firebase.json `rewrites`). */
export const APP_SHELL = 'app.html';

const BOOT = `(function(){var d=document,s=d.currentScript,js=((s&&s.getAttribute('data-modules'))||'').split(' '),go=0;
try{sessionStorage.getItem(${JSON.stringify(GATE_STORAGE_KEY)})==='true'&&d.documentElement.setAttribute('data-gate','passed')}catch(x){}
function add(el,a){for(var k in a)el[k]=a[k];d.head.appendChild(el)}
function start(){if(go++||!js[0])return;for(var i=1;i<js.length;i++)add(d.createElement('link'),{rel:'modulepreload',crossOrigin:'',href:js[i]});add(d.createElement('script'),{type:'module',crossOrigin:'',src:js[0]})}
function later(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(d.readyState==='complete')later();else addEventListener('load',later);setTimeout(start,3000)})();
`;

/** Files (chunk and CSS) a route chunk needs at once: its static-import closure. */
function routeFiles(bundle: Rollup.OutputBundle, moduleId: string) {
  const start = Object.values(bundle).find(
    (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.facadeModuleId?.endsWith(moduleId) === true,
  );
  if (!start) throw new Error(`prerender: no chunk for ${moduleId}`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk' && !next.isEntry) visit(next);
    }
  };
  visit(start);
  return { js: [...js], css: [...css] };
}

type PrerenderModule = typeof Prerender;
type RenderedPage = { page: PrerenderModule['PRERENDERED_PAGES'][number]; markup: string };

/**
 * Renders the public pages from the sources with an SSR module graph (not of this bundle: the pages' lazy imports
 * resolve while rendering); returns them with the routes the shell serves.
 */
async function renderPublicPages(root: string, mode: string) {
  const server = await createServer({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Server rendering loads modules itself; a dependency scan would only trip on the build's virtual modules.
    optimizeDeps: { noDiscovery: true, include: [] },
    // The styles reach the page through the <link>s the pages get; the server render only needs the markup.
    plugins: [
      {
        name: 'prerender-skip-css',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('.css') ? '\0prerender-css' : undefined),
        load: (id) => (id === '\0prerender-css' ? 'export default {}' : undefined),
      },
    ],
  });
  const rendered: RenderedPage[] = [];
  try {
    const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
    for (const page of module.PRERENDERED_PAGES)
      rendered.push({ page, markup: await module.renderPage(page.path) });
    return { rendered, shellRoutes: module.SHELL_ROUTES as readonly { path: string; module: string }[] };
  } finally {
    await server.close();
  }
}

/** The built index.html split into the shell's parts: the entry tag, Vite's modulepreloads, the page template. */
function splitShell(template: string) {
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: no <div id="root"></div>');
  const entryTag = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\n?\s*/.exec(template);
  if (!entryTag) throw new Error('prerender: no entry <script type="module"> in index.html');
  // Vite's own modulepreloads of the entry's imports go too: the boot script loads them with the entry.
  const entryPreloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\n?\s*/g),
  ];
  let pageTemplate = template.replace(entryTag[0], '');
  for (const m of entryPreloads) pageTemplate = pageTemplate.replace(m[0], '');
  return { entry: entryTag[1]!, preloads: entryPreloads.map((m) => m[1]!), pageTemplate };
}

/**
 * A copy of the shell for a shell route, linking the route's chunk and CSS in <head> (served at /appointment and so
 * on by cleanUrls), so the browser fetches them with the entry instead of after it.
 */
function shellCopy(bundle: Rollup.OutputBundle, template: string, module: string): string {
  const files = routeFiles(bundle, module);
  const links = [
    ...files.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...files.js
      .filter((f) => !template.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  return template.replace('</head>', `  ${links}\n  </head>`);
}

/** A prerendered page's HTML: the boot script with the modules to start, its preloads and CSS, and its markup. */
function pageHtml(
  bundle: Rollup.OutputBundle,
  shell: ReturnType<typeof splitShell>,
  bootFile: string,
  { page, markup: raw }: RenderedPage,
): string {
  // React puts the preloads it wants (the hero picture) first; they belong in <head>, where the browser's preload
  // scanner finds them at once and hydration does not meet them.
  const preloads = raw.match(/^(<link [^>]*\/>)+/)?.[0] ?? '';
  const markup = raw.slice(preloads.length);
  const files = routeFiles(bundle, page.module);
  const modules = [shell.entry, ...shell.preloads, ...files.js];
  const head = [
    `<script src="/${bootFile}" data-modules="${[...new Set(modules)].map((f) => `/${f}`).join(' ')}"></script>`,
    ...(preloads.match(/<link [^>]*\/>/g) ?? []),
    ...files.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ].join('\n    ');
  return shell.pageTemplate
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${markup}</div>`);
}

export function prerenderPublicPages(): Plugin {
  let root = '';
  let mode = '';
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const template = String(index.source);
      const shell = splitShell(template);
      const bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT }));
      const { rendered, shellRoutes } = await renderPublicPages(root, mode);
      this.emitFile({ type: 'asset', fileName: APP_SHELL, source: template });
      for (const { path, module } of shellRoutes) {
        const source = shellCopy(bundle, template, module);
        this.emitFile({ type: 'asset', fileName: `${path.slice(1)}.html`, source });
      }
      for (const page of rendered) {
        const html = pageHtml(bundle, shell, bootFile, page);
        if (page.page.file === 'index.html') index.source = html;
        else this.emitFile({ type: 'asset', fileName: page.page.file, source: html });
      }
    },
  };
}

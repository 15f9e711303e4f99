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
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return;
      const template = String(shell.source);
      if (!template.includes('<div id="root"></div>')) throw new Error('prerender: no <div id="root"></div>');
      const entryTag = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\n?\s*/.exec(template);
      if (!entryTag) throw new Error('prerender: no entry <script type="module"> in index.html');
      const bootRef = this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT });
      const bootFile = this.getFileName(bootRef);
      // Vite's own modulepreloads of the entry's imports go too: the boot script loads them with the entry.
      const entryPreloads = [
        ...template.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\n?\s*/g),
      ];
      let pageTemplate = template.replace(entryTag[0], '');
      for (const m of entryPreloads) pageTemplate = pageTemplate.replace(m[0], '');
      // An SSR module graph of the sources (not of this bundle): the pages' lazy imports resolve while rendering.
      const server = await createServer({
        root,
        mode,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Server rendering loads modules itself; a dependency scan would only trip on the build's virtual modules.
        optimizeDeps: { noDiscovery: true, include: [] },
        // The styles reach the page through the <link>s below; the server render only needs the markup.
        plugins: [
          {
            name: 'prerender-skip-css',
            enforce: 'pre',
            resolveId: (id) => (id.endsWith('.css') ? '\0prerender-css' : undefined),
            load: (id) => (id === '\0prerender-css' ? 'export default {}' : undefined),
          },
        ],
      });
      const rendered: { page: (typeof Prerender.PRERENDERED_PAGES)[number]; markup: string }[] = [];
      let shellRoutes: readonly { path: string; module: string }[] = [];
      try {
        const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as typeof Prerender;
        shellRoutes = module.SHELL_ROUTES;
        for (const page of module.PRERENDERED_PAGES)
          rendered.push({ page, markup: await module.renderPage(page.path) });
      } finally {
        await server.close();
      }
      // The shell, and one copy of it per shell route that links the route's chunk and CSS in <head> (served at
      // /appointment and so on by cleanUrls), so the browser fetches them with the entry instead of after it.
      this.emitFile({ type: 'asset', fileName: APP_SHELL, source: template });
      for (const { path, module } of shellRoutes) {
        const files = routeFiles(bundle, module);
        const links = [
          ...files.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...files.js
            .filter((f) => !template.includes(`/${f}"`))
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ].join('\n    ');
        this.emitFile({
          type: 'asset',
          fileName: `${path.slice(1)}.html`,
          source: template.replace('</head>', `  ${links}\n  </head>`),
        });
      }
      for (const { page, markup: raw } of rendered) {
        // React puts the preloads it wants (the hero picture) first; they belong in <head>, where the browser's
        // preload scanner finds them at once and hydration does not meet them.
        const preloads = raw.match(/^(<link [^>]*\/>)+/)?.[0] ?? '';
        const markup = raw.slice(preloads.length);
        const files = routeFiles(bundle, page.module);
        const modules = [entryTag[1], ...entryPreloads.map((m) => m[1]), ...files.js];
        const head = [
          `<script src="/${bootFile}" data-modules="${[...new Set(modules)].map((f) => `/${f}`).join(' ')}"></script>`,
          ...(preloads.match(/<link [^>]*\/>/g) ?? []),
          ...files.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ].join('\n    ');
        const html = pageTemplate
          .replace('</head>', `  ${head}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.path}">${markup}</div>`);
        if (page.file === 'index.html') shell.source = html;
        else this.emitFile({ type: 'asset', fileName: page.file, source: html });
      }
    },
  };
}

// Build-time rendering of the public pages (vite.config.ts, prerender plugin): the HTML of `/`, `/services` and
// `/about` carries the page itself, so its largest element paints as soon as the HTML and CSS arrive instead of
// after the JavaScript, and the app then hydrates it (src/app/mount.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PrerenderingBehindGate } from './gate-guard';
import { AppRoutes } from './router';

/** The pages rendered at build time and the route chunk each one needs: public, the same for every visitor. */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/features/home/home-page.tsx', file: 'index.html' },
  { path: '/services', module: 'src/features/services/services-page.tsx', file: 'services.html' },
  { path: '/about', module: 'src/features/about/about-page.tsx', file: 'about.html' },
] as const;

/**
 * The pages the app shell serves, with their route chunk: each gets a copy of the shell that preloads its chunk
 * together with the entry instead of after it (the build fails on a stale module).
 */
export const SHELL_ROUTES = [
  { path: '/contact', module: 'src/features/contact/contact-page.tsx' },
  { path: '/auth', module: 'src/features/auth/auth-page.tsx' },
  { path: '/account', module: 'src/features/account/account-page.tsx' },
  { path: '/appointment', module: 'src/features/booking/appointment-page.tsx' },
  { path: '/payment', module: 'src/features/payment/payment-page.tsx' },
  { path: '/appointment-swap', module: 'src/features/trade/appointment-trade-page.tsx' },
] as const;

/**
 * The markup of #root for `path`. The first pass loads the lazy page; the second renders it in place (a boundary
 * that suspends would be completed by an inline script, which the CSP refuses).
 */
export async function renderPage(path: string): Promise<string> {
  await renderOnce(path);
  const html = await renderOnce(path);
  const bad = /<script|<template|<!--\$[?!]-->/.exec(html);
  if (bad)
    throw new Error(
      `prerender ${path}: a boundary did not resolve (${html.slice(bad.index, bad.index + 80)})`,
    );
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderingBehindGate.Provider value>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </PrerenderingBehindGate.Provider>
    </StrictMode>,
    // Fizz outlines a large finished boundary and reveals it with an inline script; no page here is that large.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isAdminPath } from '../config/paths';
import { TopNav } from './top-nav';
import { SiteFooter } from './site-footer';
import { ToastProvider } from '../components/toast';
import { ClockNotice } from './clock-notice';

/** Scrolls to the top on every route change (spec section 2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
  return null;
}

export function Layout() {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  return (
    <ToastProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      {!admin && <TopNav />}
      <main id="main" className={admin ? 'main main--admin' : 'main'} tabIndex={-1}>
        <ClockNotice />
        <Outlet />
      </main>
      {!admin && <SiteFooter />}
    </ToastProvider>
  );
}

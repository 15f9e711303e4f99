import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { GateGuard } from './gate-guard';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';
import { registerPrefetch } from '../lib/route-prefetch';

// Every route of spec section 2. Pages load lazily so the first paint carries only the shell. Declarative routes
// (<Routes>) rather than a data router: the app uses no loaders or actions, and createBrowserRouter adds about
// 16 KiB gzip to every page (the bundle budgets of `npm run bench`).
const HomePage = lazyPage(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);
const ServicesPage = lazyPage(
  () => import('../features/services/services-page'),
  (m) => m.ServicesPage,
);
const AboutPage = lazyPage(
  () => import('../features/about/about-page'),
  (m) => m.AboutPage,
);
const ContactPage = lazyPage(
  () => import('../features/contact/contact-page'),
  (m) => m.ContactPage,
);
const AuthPage = lazyPage(
  () => import('../features/auth/auth-page'),
  (m) => m.AuthPage,
);
const AccountPage = lazyPage(
  () => import('../features/account/account-page'),
  (m) => m.AccountPage,
);
const AppointmentPage = lazyPage(
  () => import('../features/booking/appointment-page'),
  (m) => m.AppointmentPage,
);
const WaitlistOfferPage = lazyPage(
  () => import('../features/booking/waitlist-offer-page'),
  (m) => m.WaitlistOfferPage,
);
// Once a package is chosen on /services the booking page is the likely next step: its chunk and the Firebase
// services it uses (Firestore is the largest download of the app) load while the customer reads the dialog.
registerPrefetch('appointment', () =>
  Promise.all([
    import('../features/booking/appointment-page'),
    import('../lib/firebase').then((f) => Promise.all([f.getFirebaseDb(), f.getFirebaseFunctions()])),
  ]),
);
const PaymentPage = lazyPage(
  () => import('../features/payment/payment-page'),
  (m) => m.PaymentPage,
);
const PaymentReturnPage = lazyPage(
  () => import('../features/payment/payment-return-page'),
  (m) => m.PaymentReturnPage,
);
const AppointmentTradePage = lazyPage(
  () => import('../features/trade/appointment-trade-page'),
  (m) => m.AppointmentTradePage,
);
const PlansPage = lazyPage(
  () => import('../features/plans/plans-page'),
  (m) => m.PlansPage,
);
const NotFoundPage = lazyPage(
  () => import('./not-found-page'),
  (m) => m.NotFoundPage,
);
const AdminPage = lazyPage(
  () => import('../features/admin/admin-page'),
  (m) => m.AdminPage,
);
const AdminAuthPage = lazyPage(
  () => import('../features/admin/admin-auth-page'),
  (m) => m.AdminAuthPage,
);

export function AppRoutes() {
  return (
    <Routes>
      {/* The staff panel sits outside the coming-soon gate. */}
      <Route element={<Layout />}>
        <Route path={paths.admin} element={<AdminPage />} />
        <Route path={paths.adminAuth} element={<AdminAuthPage />} />
      </Route>
      {/* The public site shows only after the coming-soon gate. */}
      <Route element={<GateGuard />}>
        <Route element={<Layout />}>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.services} element={<ServicesPage />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.contact} element={<ContactPage />} />
          <Route path={paths.auth} element={<AuthPage />} />
          <Route path={paths.account} element={<AccountPage />} />
          <Route path={paths.appointment} element={<AppointmentPage />} />
          <Route path={`${paths.waitlistOffer}/:entryId`} element={<WaitlistOfferPage />} />
          <Route path={paths.payment} element={<PaymentPage />} />
          <Route path={paths.paymentReturn} element={<PaymentReturnPage />} />
          <Route path={paths.appointmentSwap} element={<AppointmentTradePage />} />
          <Route path={paths.plans} element={<PlansPage />} />
          <Route path={paths.completeTrade} element={<Navigate to={paths.home} replace />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { GateGuard } from './gate-guard';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { lazyPage } from './lazy-page';

// Every route of spec section 2. Pages load lazily so the first paint carries only the shell.
export const router = createBrowserRouter([
  {
    // The public site shows only after the coming-soon gate.
    element: <GateGuard />,
    errorElement: <RouteError />,
    children: [
      {
        element: <Layout />,
        children: [
          {
            path: paths.home,
            lazy: lazyPage(
              () => import('../features/home/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: paths.services,
            lazy: lazyPage(
              () => import('../features/services/services-page'),
              (m) => m.ServicesPage,
            ),
          },
          {
            path: paths.about,
            lazy: lazyPage(
              () => import('../features/about/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: paths.contact,
            lazy: lazyPage(
              () => import('../features/contact/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: paths.auth,
            lazy: lazyPage(
              () => import('../features/auth/auth-page'),
              (m) => m.AuthPage,
            ),
          },
          {
            path: paths.account,
            lazy: lazyPage(
              () => import('../features/account/account-page'),
              (m) => m.AccountPage,
            ),
          },
          {
            path: paths.appointment,
            lazy: lazyPage(
              () => import('../features/booking/appointment-page'),
              (m) => m.AppointmentPage,
            ),
          },
          {
            path: paths.payment,
            lazy: lazyPage(
              () => import('../features/payment/payment-page'),
              (m) => m.PaymentPage,
            ),
          },
          {
            path: paths.appointmentSwap,
            lazy: lazyPage(
              () => import('../features/trading/appointment-swap-page'),
              (m) => m.AppointmentSwapPage,
            ),
          },
          { path: paths.completeTrade, element: <Navigate to={paths.home} replace /> },
          {
            path: '*',
            lazy: lazyPage(
              () => import('./not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        path: paths.admin,
        lazy: lazyPage(
          () => import('../features/admin/admin-page'),
          (m) => m.AdminPage,
        ),
      },
      {
        path: paths.adminAuth,
        lazy: lazyPage(
          () => import('../features/admin/admin-auth-page'),
          (m) => m.AdminAuthPage,
        ),
      },
    ],
  },
]);

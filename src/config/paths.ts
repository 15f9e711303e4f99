import { PAYMENT_RETURN_PATH } from '../contracts/payment-api';

/** Every route path of the app (spec section 2), in one place. */
export const paths = {
  home: '/',
  services: '/services',
  about: '/about',
  contact: '/contact',
  auth: '/auth',
  account: '/account',
  appointment: '/appointment',
  payment: '/payment',
  /** Where WiPay's hosted checkout sends the browser back (the server accepts no other return URL). */
  paymentReturn: PAYMENT_RETURN_PATH,
  appointmentSwap: '/appointment-swap',
  completeTrade: '/complete-trade',
  admin: '/adminpfy9665k01',
  adminAuth: '/adminpfy9665k01-auth',
  /** A waitlist offer's link: `/waitlist/offer/{entryId}` (issue 44). */
  waitlistOffer: '/waitlist/offer',
  /** Wash plans on sale (issue 43). */
  plans: '/plans',
} as const;

export type AccountTab = 'details' | 'services' | 'orders' | 'delete' | 'plans';

/** `/account?tab=orders` and friends. */
export function accountPath(tab?: AccountTab): string {
  return tab ? `${paths.account}?tab=${tab}` : paths.account;
}

/** True on the admin panel and its sign-in page, where the top navigation is hidden. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`) || pathname === paths.adminAuth;
}

import { paths } from '../../config/paths';

/** What other pages put in the navigation state when they send someone to /auth. */
export interface AuthNavigationState {
  /** Where to go after signing in or creating the account (default /services). */
  redirectPath?: string;
  /** Navigation state handed on to the redirect target (e.g. the trade being booked). */
  redirectState?: unknown;
  /** A message to show on arrival (e.g. after the account was deleted). */
  notice?: string;
}

const TARGETS: readonly string[] = [
  paths.account,
  paths.appointmentSwap,
  paths.completeTrade,
  paths.services,
  paths.plans,
];

/**
 * The page to open after a successful sign-in: /account (with its ?tab), /appointment-swap, /complete-trade,
 * /plans (with its ?buy) or /services, from the redirectPath received in navigation state; anything else goes to /services.
 * @example resolveRedirectPath({ redirectPath: '/account?tab=orders' }) // '/account?tab=orders'
 * @example resolveRedirectPath({ redirectPath: '/services?book=premium-wash' }) // '/services?book=premium-wash'
 */
export function resolveRedirectPath(state: unknown): string {
  const requested = (state as AuthNavigationState | null)?.redirectPath;
  if (typeof requested !== 'string') return paths.services;
  const [base, query] = requested.split('?', 2);
  if (!TARGETS.includes(base)) return paths.services;
  if (base === paths.account && query) return `${base}?${query}`;
  // Issue 46: BOOK NOW while signed out comes back to that package's booking entry (`/services?book=<id>`).
  const book = base === paths.services && query ? /^book=([a-z0-9-]{1,40})$/.exec(query) : null;
  if (book) return `${base}?book=${book[1]}`;
  // Issue 43: Buy while signed out comes back to that plan's buy form (`/plans?buy=<id>`).
  const buy = base === paths.plans && query ? /^buy=([a-z0-9-]{1,40})$/.exec(query) : null;
  return buy ? `${base}?buy=${buy[1]}` : base;
}

export function authNotice(state: unknown): string | null {
  const notice = (state as AuthNavigationState | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}

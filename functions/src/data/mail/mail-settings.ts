// Where the links and the calendar organizer of the order e-mails point. APP_ORIGIN (functions/.env) is the site's
// origin, e.g. https://wash.example.tt; without it a deployed project links to its Hosting default domain and the
// emulators to the local dev server.
import { CONFIG } from '../../config';

/** The site's origin (APP_ORIGIN, else the emulators' dev server or the Hosting default domain). */
export function appOrigin(): string {
  const configured = process.env.APP_ORIGIN?.trim();
  if (configured) {
    const url = new URL(configured);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new RangeError(`APP_ORIGIN must be an http(s) origin, got ${configured}`);
    }
    return url.origin;
  }
  if (process.env.FUNCTIONS_EMULATOR === 'true') return 'http://127.0.0.1:5173';
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!project) throw new RangeError('APP_ORIGIN is not set and the project id is unknown');
  return `https://${project}.web.app`;
}

/** The account page's Appointments tab (the app's accountPath('orders'); the e-mail tests check they agree). */
export const MANAGE_ORDERS_PATH = '/account?tab=orders';

/** Where the customer manages an order. */
export function manageOrdersUrl(): string {
  return `${appOrigin()}${MANAGE_ORDERS_PATH}`;
}

/** The ORGANIZER of the calendar invitations: the wash's own inbox, where replies belong. */
export function calendarOrganizer(): { name: string; email: string } {
  return { name: 'Touch-Free Car Wash', email: CONFIG.contactInbox };
}

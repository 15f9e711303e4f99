// The Orders tab's filter state and how it maps to the server's queries: every filter is a Firestore query
// (lib/data/admin-orders); a search term runs the exact-match lookups instead, and the other filters then narrow
// that short list here.
import { LOCATIONS, WASH_PACKAGES } from '../../../domain/catalogue';
import type { AdminOrderFilters } from '../../../lib/data/admin-orders';
import type { OrderDoc } from '../../../contracts/documents';

export const STATUS_FILTER_OPTIONS = ['pending', 'confirmed', 'trading', 'completed', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number];
export const LOCATION_OPTIONS: readonly string[] = LOCATIONS;
export const WASH_TYPE_OPTIONS: readonly string[] = WASH_PACKAGES.map((p) => p.name);
export const APPOINTMENT_TYPE_OPTIONS = ['free', 'special'] as const;

export interface OrderFilters {
  search: string;
  location: string;
  /** YYYY-MM-DD: that day alone, or the first day of a range when `until` is set. */
  date: string;
  /** YYYY-MM-DD: the last day of a range. */
  until: string;
  washType: string;
  status: StatusFilter | '';
  appointmentType: '' | 'free' | 'special';
}

export const EMPTY_FILTERS: OrderFilters = {
  search: '',
  location: '',
  date: '',
  until: '',
  washType: '',
  status: '',
  appointmentType: '',
};

/** What the server filters on; one date alone means that day. */
export function serverFilters(f: OrderFilters): AdminOrderFilters {
  return {
    status: f.status || undefined,
    location: f.location || undefined,
    serviceName: f.washType || undefined,
    appointmentType: f.appointmentType || undefined,
    from: f.date || undefined,
    to: f.until || f.date || undefined,
  };
}

/** The filters applied to search results (the server already matched the term itself). */
export function matchesFilters(order: OrderDoc, s: AdminOrderFilters): boolean {
  return (
    (s.status === undefined || order.status === s.status) &&
    (s.location === undefined || order.location === s.location) &&
    (s.serviceName === undefined || order.serviceName === s.serviceName) &&
    (s.appointmentType === undefined || order.appointmentType === s.appointmentType) &&
    (s.from === undefined || order.appointmentDate >= s.from) &&
    (s.to === undefined || order.appointmentDate <= s.to)
  );
}

/** True when any filter or the search differs from `EMPTY_FILTERS`. */
export function hasFilters(f: OrderFilters): boolean {
  return (Object.keys(EMPTY_FILTERS) as (keyof OrderFilters)[]).some((k) => f[k].trim() !== '');
}

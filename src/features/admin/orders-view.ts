// Client-side part of the Orders tab: filters the server cannot apply without a composite index (location,
// wash type, appointment type) and the free-text search, run on the pages already loaded.
import { LOCATIONS, WASH_PACKAGES } from '../../domain/catalogue';
import type { OrderDoc } from '../../lib/model/types';

export const STATUS_FILTER_OPTIONS = ['pending', 'confirmed', 'trading', 'completed', 'cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTER_OPTIONS)[number];
export const LOCATION_OPTIONS: readonly string[] = LOCATIONS;
export const WASH_TYPE_OPTIONS: readonly string[] = WASH_PACKAGES.map((p) => p.name);
export const APPOINTMENT_TYPE_OPTIONS = ['free', 'special'] as const;

export interface OrderFilters {
  search: string;
  location: string;
  date: string;
  washType: string;
  status: StatusFilter | '';
  appointmentType: '' | 'free' | 'special';
}

export const EMPTY_FILTERS: OrderFilters = {
  search: '',
  location: '',
  date: '',
  washType: '',
  status: '',
  appointmentType: '',
};

/** True when the order's id, order code, customer email, contact, plate, service or time contains the text. */
export function matchesSearch(order: OrderDoc, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [
    order.orderId,
    order.orderCode,
    order.userEmail,
    order.userId,
    order.contact,
    order.numberPlate ?? '',
    order.serviceName,
    order.appointmentTime,
    order.cardholderName,
  ].some((field) => field.toLowerCase().includes(needle));
}

/** Every filter, applied on the client (the server already applied status and date; re-checking is harmless). */
export function applyOrderFilters(orders: readonly OrderDoc[], f: OrderFilters): OrderDoc[] {
  return orders.filter(
    (o) =>
      (f.location === '' || o.location === f.location) &&
      (f.date === '' || o.appointmentDate === f.date) &&
      (f.washType === '' || o.serviceName === f.washType) &&
      (f.status === '' || o.status === f.status) &&
      (f.appointmentType === '' || o.appointmentType === f.appointmentType) &&
      matchesSearch(o, f.search),
  );
}

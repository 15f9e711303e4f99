import type { RebookOrder } from '../domain/rebooking';
import type { OrderLike } from '../domain/types';

export const at = (iso: string): Date => new Date(iso);
export const plus = (d: Date, ms: number): Date => new Date(d.getTime() + ms);
export const HOUR = 3_600_000;

// Monday 23 November 2026; Port of Spain is UTC-4.
export const base: RebookOrder = {
  id: 'o1',
  userId: 'u1',
  status: 'confirmed',
  appointmentDate: '2026-11-24',
  appointmentTime: '9:10 AM', // 13:10Z on Tuesday
  appointmentType: 'free',
  location: 'Chaguanas Branch',
  createdAt: at('2026-11-23T12:00:00Z'), // 8:00 AM Monday
  description: 'ON THE GO',
  serviceDescription: 'ON THE GO',
};
export const other = (id: string, overrides: Partial<OrderLike> = {}): OrderLike => ({
  ...base,
  id,
  appointmentTime: '10:10 AM',
  ...overrides,
});

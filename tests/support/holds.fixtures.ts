// Calls shared by the hold tests.
import type { CreateHoldResponse, ReleaseHoldResponse } from '../../src/contracts/booking-api';
import { type Customer } from './clients.fixtures';

export const createHold = (c: Customer, data: unknown) =>
  c.client.call<CreateHoldResponse>('createHold', data);
export const releaseHold = (c: Customer, holdId: string) =>
  c.client.call<ReleaseHoldResponse>('releaseHold', { holdId });

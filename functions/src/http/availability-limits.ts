// Budgets of the open "is this e-mail / phone number taken?" checks, so they cannot enumerate accounts: per caller
// address (one caller cannot sweep many values) and per value checked (many callers cannot hammer one value).
// The per-value budget can be used up by strangers, so the forms treat resource-exhausted as "unknown" and go on:
// the real decisions (Auth's e-mail uniqueness, claimPhoneNumber's cooldown) are made on the server later anyway.
import { CONFIG } from '../config';
import { callerKey } from '../keys/caller-address';
import { hashKey } from '../keys/hash-key';
import { hourly, type RateLimits } from './pipeline';
import { logs } from '../logs';

export function availabilityLimits<I, C>(
  kind: 'email' | 'phone',
  value: (input: I) => string,
): RateLimits<I, C> {
  return {
    budgets: ({ input, request }) => [
      hourly('caller', callerKey(`${kind}-check-caller`, request), CONFIG.availabilityChecksPerCallerPerHour),
      hourly(
        'target',
        hashKey(`${kind}-check-target`, value(input)),
        CONFIG.availabilityChecksPerTargetPerHour,
      ),
    ],
    refusal: 'too-many-requests',
    onRefused: (name) => logs.availabilityCheckRateLimited(kind, name === 'caller' ? 'caller' : 'target'),
  };
}

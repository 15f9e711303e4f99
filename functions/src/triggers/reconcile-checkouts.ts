import { onSchedule } from 'firebase-functions/v2/scheduler';
import { BUSINESS_TIME_ZONE } from '../../../src/domain/calendar';
import * as store from '../data/payments/checkout-reconciliation';
import { wipayConnection } from '../payment/wipay';
import { WIPAY_API_KEY, WIPAY_WAPI_KEY } from '../payment/wipay-settings';
import { PASS_SIGNING_KEY } from '../pass/pass-secret';

/** Every 5 minutes: WiPay checkouts still pending after their session are settled from WiPay's lookup. */
export const reconcileCheckouts = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone: BUSINESS_TIME_ZONE,
    secrets: [WIPAY_API_KEY, WIPAY_WAPI_KEY, PASS_SIGNING_KEY],
  },
  async () => {
    const wipay = wipayConnection();
    if (!wipay) return;
    console.info('reconcileCheckouts', await store.reconcileCheckouts(wipay, new Date()));
  },
);

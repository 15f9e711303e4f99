// Attack suite: a blocked customer trying to escape the block through the real callables.
import { describe, expect, it } from 'vitest';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { clientFor } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { DAY, blockedCustomer, registerAndClaim } from '../support/attack-accounts.fixtures';

resetBetweenTests({ auth: true });

describe('a blocked customer trying to escape the block', () => {
  it('cannot escape by deleting the account and registering again with the verified e-mail in upper case', async () => {
    const blocked = await blockedCustomer('+18685553001', `escape-${Date.now()}@example.test`, true);
    await (await clientFor(blocked)).call('deleteMyAccount', {});
    const again = await registerAndClaim({
      email: blocked.email.toUpperCase(),
      authPhone: '+18685553002',
      claimed: '+18685553002',
      emailVerified: true,
    });
    expect(again.block.exists).toBe(true);
    expect(again.block.get('blockUntil').toMillis()).toBeGreaterThan(Date.now() + 13 * DAY);
    expect(again.free.canBook).toBe(false);
  });

  it('cannot escape by registering again with the same phone number written another way', async () => {
    const blocked = await blockedCustomer('+18685553011');
    await (await clientFor(blocked)).call('deleteMyAccount', {});
    const again = await registerAndClaim({ authPhone: '+18685553011', claimed: '1 (868) 555-3011' });
    expect(again.block.exists).toBe(true);
    expect(again.free.canBook).toBe(false);
  });

  // A block collects the number it was given under (adminBlockUser) and every number the account claims while
  // blocked (claimPhoneNumber); deletion keeps one record per collected number.
  it('cannot escape by moving the account to another number before deleting it, then registering with the old one', async () => {
    const blocked = await blockedCustomer('+18685553021');
    // The contact change: the new number is verified by SMS (Auth now carries it), then claimed.
    await adminAuth.updateUser(blocked.uid, { phoneNumber: '+18685553022' });
    const client = await clientFor(blocked);
    await client.call('claimPhoneNumber', { phoneNumber: '+18685553022' });
    expect((await db.doc(`users/${blocked.uid}`).get()).get('contact')).toBe('+18685553022');
    await client.call('deleteMyAccount', {});

    const again = await registerAndClaim({ authPhone: '+18685553021', claimed: '+18685553021' });
    expect(again.block.exists).toBe(true);
    expect(again.free.canBook).toBe(false);
  });
});

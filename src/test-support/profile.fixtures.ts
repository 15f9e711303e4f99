import type { Profile } from '../lib/data/account-profile';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: 'alice@demo.test',
    name: 'Alice Ramdial',
    area: 'Chaguanas',
    contact: '+18681234567',
    pendingContact: null,
    membershipNumber: 'U1ABCDEF',
    profileCompleted: true,
    phoneVerified: true,
    phoneVerifiedAt: new Date(),
    createdAt: new Date(),
    ...overrides,
  };
}

// The demo logins scripts/seed.ts creates in the Auth emulator: one source for the seed, the tests and the README.
export const DEMO_PASSWORD = 'demo-pass-123';

export interface DemoAccount {
  /** Key used by the seed and tests. */
  key: 'admin' | 'viewer' | 'bay' | 'alice' | 'bob' | 'carol';
  role: 'admin' | 'view-only admin' | 'bay attendant' | 'customer';
  email: string;
  displayName: string;
  /** +1868 plus 7 digits (verified). */
  phoneNumber: string;
  area: string;
  claims: Record<string, boolean> | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    role: 'admin',
    email: 'admin@demo.test',
    displayName: 'Demo Admin',
    phoneNumber: '+18685550100',
    area: 'Chaguanas',
    claims: { admin: true },
  },
  {
    key: 'viewer',
    role: 'view-only admin',
    email: 'viewer@demo.test',
    displayName: 'Demo Viewer',
    phoneNumber: '+18685550101',
    area: 'Chaguanas',
    claims: { viewOnlyAdmin: true },
  },
  {
    key: 'bay',
    role: 'bay attendant',
    email: 'bay@demo.test',
    displayName: 'Demo Attendant',
    phoneNumber: '+18685550102',
    area: 'Chaguanas',
    // BAY_ATTENDANT_CLAIM (src/contracts/bay-api.ts): the bay screen and nothing else of the admin panel.
    claims: { bayAttendant: true },
  },
  {
    key: 'alice',
    role: 'customer',
    email: 'alice@demo.test',
    displayName: 'Alice Baptiste',
    phoneNumber: '+18685550111',
    area: 'Chaguanas',
    claims: null,
  },
  {
    key: 'bob',
    role: 'customer',
    email: 'bob@demo.test',
    displayName: 'Bob Ramdass',
    phoneNumber: '+18685550122',
    area: 'Couva',
    claims: null,
  },
  {
    key: 'carol',
    role: 'customer',
    email: 'carol@demo.test',
    displayName: 'Carol Mohammed',
    phoneNumber: '+18685550133',
    area: 'San Fernando',
    claims: null,
  },
];

export function demoAccount(key: DemoAccount['key']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new RangeError(`No demo account "${key}"`);
  return account;
}

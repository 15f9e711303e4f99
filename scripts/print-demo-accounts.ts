// Prints the demo logins that scripts/seed.ts creates (used by `npm start`).
interface DemoAccountsModule {
  DEMO_ACCOUNTS?: { role: string; email: string }[];
  DEMO_PASSWORD?: string;
}
const modulePath = './demo-accounts.ts';
const accounts = (await import(modulePath).catch(() => null)) as DemoAccountsModule | null;
if (!accounts?.DEMO_ACCOUNTS) {
  console.log(' Demo logins: see README');
} else {
  console.log(` Demo logins (password ${accounts.DEMO_PASSWORD ?? 'see README'}):`);
  for (const a of accounts.DEMO_ACCOUNTS) console.log(`   ${a.role.padEnd(16)} ${a.email}`);
}
export {};

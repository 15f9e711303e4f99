// Grants or revokes the admin / viewOnlyAdmin / bayAttendant custom claim of an account, by email. Grants only to an
// account whose e-mail address is verified, and prints who got what.
//   npx tsx scripts/claims.ts grant|revoke admin|viewOnlyAdmin|bayAttendant <email>
//   (npm run claims -- grant bayAttendant a@b.c)
// With FIREBASE_AUTH_EMULATOR_HOST set (e.g. 127.0.0.1:9099) it talks to the Auth emulator of the demo project;
// otherwise to the real project (GOOGLE_CLOUD_PROJECT, else the default in .firebaserc) with application default
// credentials (`gcloud auth application-default login`). Other claims of the account are kept. Revoking also
// revokes the account's refresh tokens, so the role is gone at the next token refresh rather than within the hour.
// Every change is recorded in auditLog ('claims.grant' / 'claims.revoke'), the actor being the operator's login.
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

// The roles of src/contracts/documents.ts ROLE_CLAIMS (bayAttendant: the bay screen only, src/contracts/bay-api.ts).
const ROLES = ['admin', 'viewOnlyAdmin', 'bayAttendant'] as const;
type Role = (typeof ROLES)[number];
const DEMO_PROJECT = 'demo-chaguanas-wash';

function usage(message?: string): never {
  if (message) console.error(`error: ${message}`);
  console.error('usage: npx tsx scripts/claims.ts grant|revoke admin|viewOnlyAdmin|bayAttendant <email>');
  process.exit(2);
}

function projectId(): string {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return process.env.GCLOUD_PROJECT ?? DEMO_PROJECT;
  const fromEnv = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  try {
    const rc = JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8')) as {
      projects?: { default?: string };
    };
    if (rc.projects?.default) return rc.projects.default;
  } catch {
    // fall through
  }
  return usage('no project: set GOOGLE_CLOUD_PROJECT or a default project in .firebaserc');
}

async function main(): Promise<void> {
  const [action, role, email] = process.argv.slice(2);
  if (action !== 'grant' && action !== 'revoke') usage(`unknown action "${action ?? ''}"`);
  if (!ROLES.includes(role as Role))
    usage(`unknown role "${role ?? ''}" (admin, viewOnlyAdmin or bayAttendant)`);
  if (!email || !email.includes('@')) usage('an email is required');

  const project = projectId();
  const target = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
    : `project ${project}`;
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST && project.startsWith('demo-')) {
    usage(`${project} is a demo project: set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 to use the emulator`);
  }
  // The emulator suite runs Firestore beside Auth; the audit entry goes there too.
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = initializeApp({ projectId: project });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email.trim().toLowerCase());
  // A role goes only to an address its owner has proven: an unverified account could be anyone's typo or squat.
  if (action === 'grant' && !user.emailVerified) {
    console.error(
      `error: ${email} (uid ${user.uid}) has not verified its e-mail address; no role granted. ` +
        'Ask the owner to verify it (sign in and follow the verification e-mail), then run this again.',
    );
    process.exit(1);
  }
  const had = user.customClaims?.[role as Role] === true;
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (action === 'grant') claims[role as Role] = true;
  else delete claims[role as Role];
  await auth.setCustomUserClaims(user.uid, claims);
  if (action === 'revoke') await auth.revokeRefreshTokens(user.uid);
  await getFirestore(app)
    .collection('auditLog')
    .add({
      actorUid: `cli:${userInfo().username}`,
      actorEmail: null,
      action: `claims.${action}`,
      target: `users/${user.uid}`,
      before: { [role as Role]: had },
      after: { [role as Role]: action === 'grant' },
      at: FieldValue.serverTimestamp(),
    });
  console.log(
    `${action === 'grant' ? 'Granted' : 'Revoked'} ${role} for ${email} (uid ${user.uid}) on ${target}.`,
  );
  console.log(
    `Claims now: ${JSON.stringify(claims)}. The user sees the change at their next ID-token refresh.`,
  );
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  console.error(code === 'auth/user-not-found' ? 'error: no account with that email' : error);
  process.exit(1);
});

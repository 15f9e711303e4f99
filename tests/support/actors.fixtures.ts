// Who tries each read and write in the rules suites: the five callers of the permission table and the two customers'
// identities.
export type Actor = 'visitor' | 'owner' | 'other' | 'admin' | 'viewOnly';
export const ACTORS: readonly Actor[] = ['visitor', 'owner', 'other', 'admin', 'viewOnly'];
export const ACTOR_NAMES: Record<Actor, string> = {
  visitor: 'a visitor',
  owner: 'the owner',
  other: 'another customer',
  admin: 'an admin',
  viewOnly: 'a view-only admin',
};
/** The owner's uid in every suite. */
export const OWNER = 'alice';
export const OTHER = 'bob';
export const OWNER_EMAIL = 'alice@example.com';
export const OWNER_PHONE = '+18685551234';

/** "lets" / "refuses" for behaviour-named matrix tests. */
export const verb = (allowed: boolean): string => (allowed ? 'lets' : 'refuses');

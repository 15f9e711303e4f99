// Pure helpers of the Users tab: rows with the block status per type, and the search.
import type { AppointmentType } from '../../domain/types';
import type { BlockDoc, UserDoc } from '../../lib/model/types';

export interface BlockState {
  type: AppointmentType;
  /** Blocked while blockUntil is later than now. */
  blocked: boolean;
  until: Date | null;
}

export interface UserRow {
  id: string;
  memberId: string;
  location: string;
  contact: string;
  blocks: BlockState[];
}

/** The membership number, or the spec's fallback: the first 8 characters of the uid, uppercased. */
export function memberIdOf(user: Pick<UserDoc, 'id' | 'membershipNumber'>): string {
  return user.membershipNumber || user.id.slice(0, 8).toUpperCase();
}

/** One row per user with the free and special block state at `now`. */
export function toUserRows(users: readonly UserDoc[], blocks: readonly BlockDoc[], now: Date): UserRow[] {
  const byKey = new Map(blocks.map((b) => [`${b.type}:${b.userId}`, b]));
  return users.map((u) => ({
    id: u.id,
    memberId: memberIdOf(u),
    location: u.area || '',
    contact: u.contact || '',
    blocks: (['free', 'special'] as const).map((type) => {
      const block = byKey.get(`${type}:${u.id}`);
      const blocked = !!block && block.blockUntil.getTime() > now.getTime();
      return { type, blocked, until: block ? block.blockUntil : null };
    }),
  }));
}

/** Matches user ID, member ID, location (area) or contact number, case-insensitively. */
export function searchUsers(rows: readonly UserRow[], search: string): UserRow[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((r) =>
    [r.id, r.memberId, r.location, r.contact].some((f) => f.toLowerCase().includes(needle)),
  );
}

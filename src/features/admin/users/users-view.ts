// Pure helpers of the Users tab: one row per user with the state of each block type.
import type { AppointmentType } from '../../../domain/types';
import type { BlockDoc, UserDoc } from '../../../contracts/documents';

export interface BlockState {
  type: AppointmentType;
  /** Blocked while blockUntil is later than now. */
  blocked: boolean;
  until: Date | null;
  reason: string;
}

export interface UserRow {
  id: string;
  email: string;
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
    email: u.email,
    memberId: memberIdOf(u),
    location: u.area || '',
    contact: u.contact || '',
    blocks: (['free', 'special'] as const).map((type) => {
      const block = byKey.get(`${type}:${u.id}`);
      const blocked = !!block && block.blockUntil.getTime() > now.getTime();
      return { type, blocked, until: block ? block.blockUntil : null, reason: block?.reason ?? '' };
    }),
  }));
}

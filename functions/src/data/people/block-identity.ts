// Blocks outlive the account they were given to. A block record carries the hashed phone number and e-mail of its
// account (phoneHash, emailHash; the same hashKey as everything else, never the values themselves); deleting the
// account keeps an active block, anonymised (moved to a fresh record `deleted-…`, whose userId is that id, so
// nothing links it to the dead uid and an admin can still lift it by that id), and a new account that
// claims that phone number or has that e-mail inherits it as its own block record (blocks are read by uid, so
// eligibility and the booking path see it without change).
// Only an e-mail address Auth verified counts, on both sides: an unverified one is what someone typed at sign-up,
// so a kept block never carries it (a blocked account cannot pass its block to a visitor's address) and a claim
// never matches by it (nobody inherits a block through an address they did not prove). The phone number, verified
// by SMS, is matched as before, so deleting an account with an unverified address sheds no block.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { APPOINTMENT_TYPES, COLLECTIONS, type AppointmentType } from '../../../../src/contracts/documents';
import { hashKey } from '../../keys/hash-key';
import { adminAuth, db } from '../admin-sdk';
import { blockCollection, blockRef } from './eligibility-check';
import { shapedQuery } from '../shaped-query';
import { normaliseEmail } from './login-attempts';
import { phoneClaimKey } from './phone-claims';

export const emailBlockKey = (email: string): string => hashKey('email', normaliseEmail(email));
export const phoneBlockKey = (phoneNumber: string): string => phoneClaimKey(phoneNumber);

const blockUntilOf = (snap: DocumentSnapshot): Date | null => {
  const until = snap.get('blockUntil') as { toDate?: () => Date } | undefined;
  return typeof until?.toDate === 'function' ? until.toDate() : null;
};

/**
 * The account's verified phone number (Auth first, else the verified profile contact) and verified e-mail
 * (`verifiedEmail`, else Auth's record when it says verified), hashed.
 */
async function identityHashes(uid: string, verifiedEmail: string | null) {
  const user = await adminAuth.getUser(uid).catch(() => null);
  const profile = (await db.collection(COLLECTIONS.users).doc(uid).get()).data();
  const phone =
    user?.phoneNumber ??
    (profile?.phoneVerified === true && typeof profile.contact === 'string' && profile.contact
      ? profile.contact
      : null);
  const address = verifiedEmail ?? (user?.emailVerified === true ? (user.email ?? null) : null);
  return {
    phoneHash: phone ? phoneBlockKey(phone) : null,
    emailHash: address ? emailBlockKey(address) : null,
  };
}

/** The hashes of every phone number an account verified that still has a phone claim (7 days after it). */
async function claimedPhoneHashes(uid: string): Promise<string[]> {
  const claims = await shapedQuery(db.collection(COLLECTIONS.phoneClaims), 'phoneClaimsOfUid', { uid }).get();
  return claims.docs.map((d) => d.id);
}

/** The phone hashes a block record has collected since it was given (adminBlockUser, claimPhoneNumber). */
const collectedPhoneHashes = (snap: DocumentSnapshot): string[] =>
  ((snap.get('phoneHashes') as unknown[] | undefined) ?? []).filter(
    (h): h is string => typeof h === 'string',
  );

/**
 * The phone hash a block collects: the account's verified number when it is blocked. A block stamped this way
 * still finds its way back when the account moves to another number before it is deleted.
 */
export async function currentPhoneHash(uid: string): Promise<string | null> {
  return (await identityHashes(uid, null)).phoneHash;
}

/**
 * Account deletion: each active block of `uid` stays, anonymised and stamped with the hashes, one kept record per
 * phone number the account was blocked under, moved to or verified in the last 7 days (the inheritance looks a
 * number up by equality); an expired one is deleted. Call before the profile and the Auth user are deleted.
 */
export async function keepActiveBlocks(uid: string, verifiedEmail: string | null, now: Date): Promise<void> {
  const hashes = await identityHashes(uid, verifiedEmail);
  const claimed = await claimedPhoneHashes(uid);
  for (const type of APPOINTMENT_TYPES) {
    const ref = blockRef(type, uid);
    const snap = await ref.get();
    if (!snap.exists) continue;
    const until = blockUntilOf(snap);
    if (!until || until.getTime() <= now.getTime()) {
      await ref.delete();
      continue;
    }
    const phones = [
      ...new Set([hashes.phoneHash, ...collectedPhoneHashes(snap), ...claimed].filter((h) => h !== null)),
    ];
    const batch = db.batch();
    for (const phoneHash of phones.length > 0 ? phones : [null]) {
      const kept = db.collection(blockCollection(type)).doc(`deleted-${randomUUID()}`);
      batch.create(kept, {
        userId: kept.id,
        blockUntil: snap.get('blockUntil'),
        type,
        reason: typeof snap.get('reason') === 'string' ? snap.get('reason') : '',
        phoneHash,
        emailHash: hashes.emailHash,
        accountDeletedAt: Timestamp.fromDate(now),
        updatedAt: Timestamp.fromDate(now),
      });
    }
    batch.delete(ref);
    await batch.commit();
  }
}

export interface BlockInheritance {
  writes: { type: AppointmentType; data: Record<string, unknown> }[];
  /**
   * Hashes every active block of the account (its own or inherited) collects: the claimed number's, and the
   * caller adds the verified number the account is leaving.
   */
  phoneHashes: string[];
  /** The types of which the account holds an active block of its own. */
  ownActive: AppointmentType[];
}

/**
 * Inside the claim transaction (reads only): the active blocks, kept under another record, that carry this phone
 * number or verified e-mail (null when the caller's is not verified), and the block each type of `uid` should then
 * have (the later of its own and the inherited). Apply the result with `applyInheritance` after all reads.
 */
export async function findInheritedBlocks(
  tx: Transaction,
  uid: string,
  phoneNumber: string,
  verifiedEmail: string | null,
  now: Date,
): Promise<BlockInheritance> {
  const phoneHash = phoneBlockKey(phoneNumber);
  const emailHash = verifiedEmail ? emailBlockKey(verifiedEmail) : null;
  const writes: BlockInheritance['writes'] = [];
  const ownActive: AppointmentType[] = [];
  for (const type of APPOINTMENT_TYPES) {
    const col = db.collection(blockCollection(type));
    const queries = [
      shapedQuery(col, type === 'free' ? 'freeBlocksByPhoneHash' : 'specialBlocksByPhoneHash', { phoneHash }),
    ];
    if (emailHash) {
      const byEmail = type === 'free' ? 'freeBlocksByEmailHash' : 'specialBlocksByEmailHash';
      queries.push(shapedQuery(col, byEmail, { emailHash }));
    }
    const found = (await Promise.all(queries.map((q) => tx.get(q)))).flatMap((r) => r.docs);
    const own = await tx.get(blockRef(type, uid));
    const ownUntil = blockUntilOf(own)?.getTime() ?? 0;
    if (ownUntil > now.getTime()) ownActive.push(type);
    const source = found
      .filter((d) => d.id !== uid && (blockUntilOf(d)?.getTime() ?? 0) > Math.max(now.getTime(), ownUntil))
      .sort((a, b) => blockUntilOf(b)!.getTime() - blockUntilOf(a)!.getTime())[0];
    if (!source) continue;
    writes.push({
      type,
      data: {
        userId: uid,
        blockUntil: source.get('blockUntil'),
        type,
        reason: typeof source.get('reason') === 'string' ? source.get('reason') : '',
        updatedAt: Timestamp.fromDate(now),
        phoneHash,
        emailHash,
        inheritedFrom: source.ref.path,
      },
    });
  }
  return { writes, phoneHashes: [phoneHash], ownActive };
}

export function applyInheritance(tx: Transaction, uid: string, inheritance: BlockInheritance): void {
  for (const { type, data } of inheritance.writes) tx.set(blockRef(type, uid), data);
  const blocked = new Set([...inheritance.ownActive, ...inheritance.writes.map((w) => w.type)]);
  for (const type of blocked)
    tx.update(blockRef(type, uid), { phoneHashes: FieldValue.arrayUnion(...inheritance.phoneHashes) });
}

// The audit log for the Audit Log tab: newest first, 50 a page with a cursor, filtered on the server by actor
// (e-mail or uid), target (an order ID, a user ID or a document path) and a range of business dates. Each filter
// combination has its composite index in firestore.indexes.json (auditLog: actorEmail/actorUid, target, at).
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import { addDaysToDate, slotInstant } from '../../domain/calendar';
import { auditLogConverter } from '../model/converters';
import { readDocs, type ReadResult } from '../model/read-result';
import { COLLECTIONS, type AuditLogDoc } from '../../contracts/documents';
import { getFirebaseDb } from '../firebase';
import { shapedQuery } from './shaped-query';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  /** An e-mail address (actorEmail) or a uid (actorUid). */
  actor?: string;
  /** An order ID, a user ID or a document path such as 'orders/ORDER-…'. */
  target?: string;
  /** Inclusive business dates YYYY-MM-DD. */
  from?: string;
  to?: string;
}

export interface AuditCursor {
  readonly __brand: 'AuditCursor';
}

export interface AuditPage extends ReadResult<AuditLogDoc> {
  next: AuditCursor | null;
}

/** Where an action on a user or an order is recorded: the paths the audit writers use for an id. */
export function auditTargets(term: string): string[] {
  const t = term.trim();
  if (t === '') return [];
  if (t.includes('/')) return [t];
  return [
    `orders/${t}`,
    `users/${t}`,
    `${COLLECTIONS.freeAppointmentBlocks}/${t}`,
    `${COLLECTIONS.specialAppointmentBlocks}/${t}`,
    `${COLLECTIONS.loginAttempts}/${t}`,
    t,
  ];
}

/** One page of audit entries, newest first. */
export async function listAuditPage(
  filters: AuditFilters,
  after: AuditCursor | null = null,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const actor = filters.actor?.trim() ?? '';
  const byEmail = actor.includes('@') ? { actorEmail: actor.toLowerCase() } : {};
  const actorUid = actor && !actor.includes('@') ? actor : null;
  // Business days, so "23/11" means the shop's day whatever the browser's time zone.
  const at: { '>='?: Date; '<'?: Date } = {};
  if (filters.from) at['>='] = slotInstant(filters.from, '12:00 AM');
  if (filters.to) at['<'] = slotInstant(addDaysToDate(filters.to, 1), '12:00 AM');
  const page: QueryConstraint[] = [];
  if (after) page.push(fs.startAfter(after as unknown as QueryDocumentSnapshot));
  page.push(fs.limit(pageSize));
  const ref = fs.collection(db, COLLECTIONS.auditLog).withConverter(auditLogConverter);
  const targets = auditTargets(filters.target ?? '');
  let query;
  if (targets.length > 0 && actorUid)
    query = shapedQuery(fs, ref, 'auditLogOfTargetsByActorUid', { actorUid, target: targets, at }, ...page);
  else if (targets.length > 0)
    query = shapedQuery(fs, ref, 'auditLogOfTargets', { ...byEmail, target: targets, at }, ...page);
  else if (actorUid) query = shapedQuery(fs, ref, 'auditLogByActorUid', { actorUid, at }, ...page);
  else query = shapedQuery(fs, ref, 'auditLog', { ...byEmail, at }, ...page);
  const snap = await fs.getDocs(query);
  const last = snap.docs[snap.docs.length - 1];
  return {
    ...readDocs(snap.docs),
    next: snap.docs.length === pageSize && last ? (last as unknown as AuditCursor) : null,
  };
}

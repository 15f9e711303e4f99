// Audit trail for admin actions: one auditLog document per action, written in the same transaction or batch
// as the change it records (so a change never lands without its audit entry).
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, type AuditLogDoc } from '../../../src/contracts/documents';
import { db as defaultDb } from './admin-sdk';

/** One admin action as the caller states it; `at` is the server's time of the write. */
export type AuditEntry = Omit<AuditLogDoc, 'id' | 'at'>;

type Writer = Transaction | WriteBatch | Firestore;

/** Firestore refuses `undefined`; audit snapshots may carry it from optional fields. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withoutUndefined(v)]),
    );
  }
  return value;
}

function isTransaction(writer: Writer): writer is Transaction {
  return typeof (writer as Transaction).getAll === 'function';
}

function isFirestore(writer: Writer): writer is Firestore {
  return typeof (writer as Firestore).collection === 'function';
}

/**
 * Records an admin action. With a transaction or batch the entry joins that write and its id is returned at
 * once; with a Firestore instance the entry is written on its own and the promise resolves to its id.
 * @example await db.runTransaction(async (tx) => { tx.update(ref, { status }); writeAudit(tx, { ... }); });
 */
export function writeAudit(writer: Transaction | WriteBatch, entry: AuditEntry): string;
export function writeAudit(writer: Firestore, entry: AuditEntry): Promise<string>;
export function writeAudit(writer: Writer, entry: AuditEntry): string | Promise<string> {
  const ref = (isFirestore(writer) ? writer : defaultDb).collection(COLLECTIONS.auditLog).doc();
  const data = {
    actorUid: entry.actorUid,
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    target: entry.target,
    before: withoutUndefined(entry.before ?? null),
    after: withoutUndefined(entry.after ?? null),
    at: FieldValue.serverTimestamp(),
  };
  if (isFirestore(writer)) return ref.set(data).then(() => ref.id);
  if (isTransaction(writer)) writer.set(ref, data);
  else writer.set(ref, data);
  return ref.id;
}

/**
 * Records a trade: `order` (as it was before the transfer) passed from its previous owner to `to`. Call it inside
 * the transfer's transaction, after its writes, so the trade never lands without its entry.
 * @example writeTradeAudit(tx, order, { uid, email: tokenEmail });
 */
export function writeTradeAudit(
  writer: Transaction | WriteBatch,
  order: { id: string; userId: string; status: string; appointmentDate: string; appointmentTime: string },
  to: { uid: string; email: string | null },
): string {
  return writeAudit(writer, {
    actorUid: to.uid,
    actorEmail: to.email,
    action: 'order.trade',
    target: `${COLLECTIONS.orders}/${order.id}`,
    before: { userId: order.userId, status: order.status },
    after: {
      userId: to.uid,
      status: 'confirmed',
      appointmentDate: order.appointmentDate,
      appointmentTime: order.appointmentTime,
    },
  });
}

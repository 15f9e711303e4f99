// Client SDK converter for the public slot documents (read-only for clients); parsing lives with the contract.
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import { parseSlotData, type SlotDoc } from '../../contracts/slot-documents';

/** Client SDK converter for `slots` (read-only for clients). */
export const slotConverter: FirestoreDataConverter<SlotDoc> = {
  toFirestore(model): DocumentData {
    const data: DocumentData = { ...model };
    delete data.id;
    return data;
  },
  fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions): SlotDoc {
    return parseSlotData(snapshot.id, snapshot.data({ serverTimestamps: 'estimate', ...options }));
  },
};

// The reads and writes a rules test tries, each on a path string, so a permission matrix reads as what the actor
// attempts rather than how the SDK spells it: `get(db, 'users/alice')` for `getDoc(doc(db, 'users/alice'))`.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type SetOptions,
} from 'firebase/firestore';

export const get = (db: Firestore, path: string) => getDoc(doc(db, path));
export const set = (db: Firestore, path: string, data: DocumentData, options: SetOptions = {}) =>
  setDoc(doc(db, path), data, options);
export const update = (db: Firestore, path: string, data: DocumentData) => updateDoc(doc(db, path), data);
export const remove = (db: Firestore, path: string) => deleteDoc(doc(db, path));
export const add = (db: Firestore, collectionPath: string, data: DocumentData) =>
  addDoc(collection(db, collectionPath), data);
/** A list of a collection, filtered by `constraints` (where, orderBy, limit) when given. */
export const list = (db: Firestore, collectionPath: string, ...constraints: QueryConstraint[]) =>
  getDocs(query(collection(db, collectionPath), ...constraints));

// The Firestore functions the app uses, re-exported by name. Services are loaded with `import()`; importing the
// package itself that way keeps every export of it (a namespace cannot be tree-shaken), while importing this
// module keeps only what is listed here. Add a function here before using it in src/lib.
export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';

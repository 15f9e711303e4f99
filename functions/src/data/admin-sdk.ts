// The single place the functions codebase initialises the Admin SDK.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

if (getApps().length === 0) initializeApp();

export const adminAuth = getAuth();
export const db = getFirestore();

// Admin sign-in with email and password. The staff claims then arrive through useAuthState (auth-user.ts).
import { getFirebaseAuth } from '../firebase';

/** Signs in; rejects with the provider's error (its message still carries the 'Firebase: ' prefix). */
export async function signInAdmin(email: string, password: string): Promise<void> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([
    getFirebaseAuth(),
    import('../sdk/auth'),
  ]);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  // Fresh claims: a role granted since the last token was issued must count now.
  await credential.user.getIdToken(true);
}

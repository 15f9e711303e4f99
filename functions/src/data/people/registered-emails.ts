// Whether Auth has an account with an e-mail address (checkEmailAvailability).
import { adminAuth } from '../admin-sdk';

/** True when an account has the address, false when none has; Auth's other errors are thrown. */
export async function isEmailRegistered(email: string): Promise<boolean> {
  try {
    await adminAuth.getUserByEmail(email);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

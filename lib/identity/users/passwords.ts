import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { isFirebaseScryptHash, verifyFirebaseScrypt } from './firebase-scrypt';

/** argon2id with the library's defaults (OWASP-recommended memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks an argon2id hash, or a Firebase scrypt hash kept from the original app. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    if (isFirebaseScryptHash(passwordHash)) return await verifyFirebaseScrypt(passwordHash, password);
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Hashes not made by us with argon2id (imported ones) are replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith('$argon2id$');
}

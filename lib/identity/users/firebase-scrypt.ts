import 'server-only';
import { createCipheriv, scrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Firebase Authentication's password hashes ("modified scrypt"), kept for accounts imported from
 * the original app until their first sign-in here replaces them with argon2id.
 *
 * Firebase derives a key with scrypt(password, salt + saltSeparator, N = 2^memCost, r = rounds,
 * p = 1) and stores the project's signer key encrypted with it (AES-256-CTR, zero IV).
 */

/** The project's hash parameters, as `firebase auth:export` documents them ("hash config"). */
export const firebaseHashConfigSchema = z.object({
  base64_signer_key: z.base64('base64_signer_key must be base64').min(1, 'base64_signer_key is required'),
  base64_salt_separator: z.base64('base64_salt_separator must be base64').default(''),
  rounds: z.coerce.number().int().min(1, 'rounds must be 1–8').max(8, 'rounds must be 1–8'),
  mem_cost: z.coerce.number().int().min(1, 'mem_cost must be 1–14').max(14, 'mem_cost must be 1–14'),
});

export type FirebaseHashConfig = z.output<typeof firebaseHashConfigSchema>;

export const FIREBASE_SCRYPT_PREFIX = 'firebase-scrypt$';

/**
 * One self-contained string for `users.password_hash`:
 * `firebase-scrypt$<rounds>$<mem_cost>$<signer key>$<salt separator>$<salt>$<hash>` (base64 parts).
 * The signer key travels with each hash because verifying needs it; with the hash alone it adds
 * nothing an attacker holding the table could not learn by comparing two users' hashes.
 */
export function encodeFirebaseScryptHash(
  config: FirebaseHashConfig,
  salt: string,
  passwordHash: string,
): string {
  return (
    FIREBASE_SCRYPT_PREFIX +
    [
      config.rounds,
      config.mem_cost,
      config.base64_signer_key,
      config.base64_salt_separator,
      salt,
      passwordHash,
    ].join('$')
  );
}

export function isFirebaseScryptHash(stored: string): boolean {
  return stored.startsWith(FIREBASE_SCRYPT_PREFIX);
}

function scryptAsync(password: string, salt: Buffer, memCost: number, rounds: number): Promise<Buffer> {
  const N = 2 ** memCost;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N, r: rounds, p: 1, maxmem: 256 * N * rounds }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** The Firebase hash of `password` (base64), computed with the project's parameters and the user's salt. */
export async function firebaseScryptHash(
  config: FirebaseHashConfig,
  salt: string,
  password: string,
): Promise<string> {
  const saltBytes = Buffer.concat([
    Buffer.from(salt, 'base64'),
    Buffer.from(config.base64_salt_separator, 'base64'),
  ]);
  const key = await scryptAsync(password, saltBytes, config.mem_cost, config.rounds);
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const signerKey = Buffer.from(config.base64_signer_key, 'base64');
  return Buffer.concat([cipher.update(signerKey), cipher.final()]).toString('base64');
}

/** Whether `password` matches a string made by `encodeFirebaseScryptHash`. */
export async function verifyFirebaseScrypt(stored: string, password: string): Promise<boolean> {
  if (!isFirebaseScryptHash(stored)) return false;
  const parts = stored.slice(FIREBASE_SCRYPT_PREFIX.length).split('$');
  if (parts.length !== 6) return false;
  const [rounds, memCost, signerKey, separator, salt, expected] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const config = firebaseHashConfigSchema.safeParse({
    rounds,
    mem_cost: memCost,
    base64_signer_key: signerKey,
    base64_salt_separator: separator,
  });
  if (!config.success) return false;
  const actual = Buffer.from(await firebaseScryptHash(config.data, salt, password), 'base64');
  const wanted = Buffer.from(expected, 'base64');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

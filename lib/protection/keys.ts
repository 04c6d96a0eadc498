import 'server-only';
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { getConfig } from '@/lib/core/config';
import { processSlot } from '@/lib/core/singleton';
import { getDb } from '@/lib/db';
import type { ReceiptKeySet } from '@/lib/validation/receipts';
import { receiptKeys } from '@/models';

/** The file in DATA_DIR holding the generated signing key when RECEIPT_SIGNING_KEY is empty. */
export const RECEIPT_KEY_FILE = 'receipt-signing-key.pem';

export interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string };
}

const keySlot = processSlot<SigningKey>('ideasReceiptKey');

function parsePrivateKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----')
    ? createPrivateKey({ key: trimmed, format: 'pem' })
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519')
    throw new Error('RECEIPT_SIGNING_KEY must be an Ed25519 private key');
  return key;
}

/** RFC 7638 thumbprint of the public key: the key id, the same wherever the key is used. */
const thumbprint = (jwk: SigningKey['publicJwk']) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
    .digest('base64url');

/**
 * The key that signs new receipts: RECEIPT_SIGNING_KEY, or one generated on first use and kept in
 * DATA_DIR. Instances may sign with different keys and a key may be replaced at any time: each key
 * is published under its own id before its first receipt, so every receipt stays verifiable.
 */
export function signingKey(): SigningKey {
  const known = keySlot.get();
  if (known) return known;
  const config = getConfig();
  let privateKey: KeyObject;
  if (config.RECEIPT_SIGNING_KEY) privateKey = parsePrivateKey(config.RECEIPT_SIGNING_KEY);
  else {
    const file = path.join(config.DATA_DIR, RECEIPT_KEY_FILE);
    try {
      privateKey = parsePrivateKey(readFileSync(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      privateKey = generateKeyPairSync('ed25519').privateKey;
      mkdirSync(config.DATA_DIR, { recursive: true });
      try {
        writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
      } catch (raced) {
        // Another process of this DATA_DIR wrote its key first: use that one.
        if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
        privateKey = parsePrivateKey(readFileSync(file, 'utf8'));
      }
    }
  }
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicJwk = { kty: 'OKP' as const, crv: 'Ed25519' as const, x: x! };
  const key = { keyId: thumbprint(publicJwk), privateKey, publicJwk };
  keySlot.set(key);
  return key;
}

const publishedSlot = processSlot<{ keyId: string; done: Promise<void> }>('ideasReceiptKeyPublished');

/**
 * Publishes the signing key (its own statement, committed), once per process and key. Callers run
 * it before the transaction that appends receipts, which then needs no statement for the key.
 */
export function publishSigningKey(): Promise<void> {
  const key = signingKey();
  const known = publishedSlot.get();
  if (known?.keyId === key.keyId) return known.done;
  const done = getDb()
    .insert(receiptKeys)
    .values({ keyId: key.keyId, publicJwk: key.publicJwk })
    .onConflictDoNothing()
    .then(() => undefined);
  publishedSlot.set({ keyId: key.keyId, done });
  done.catch(() => publishedSlot.set(undefined));
  return done;
}

/** Whether this process has published the signing key (committed). */
export async function signingKeyPublished(): Promise<boolean> {
  const known = publishedSlot.get();
  if (known?.keyId !== signingKey().keyId) return false;
  return known.done.then(
    () => true,
    () => false,
  );
}

export const signStatement = (key: SigningKey, statement: string): string =>
  sign(null, Buffer.from(statement), key.privateKey).toString('base64url');

/** Every key receipts were signed with, as a JWK set (/.well-known/receipt-keys.json). */
export async function publishedKeys(): Promise<ReceiptKeySet> {
  const rows = await getDb().select().from(receiptKeys).orderBy(asc(receiptKeys.createdAt));
  return {
    keys: rows.map((row) => ({
      ...row.publicJwk,
      kid: row.keyId,
      use: 'sig' as const,
      alg: 'EdDSA' as const,
    })),
  };
}

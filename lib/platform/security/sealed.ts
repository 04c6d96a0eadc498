import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '@/lib/platform/security/secret';

/**
 * Values that rest in the database but must not be readable there, e.g. a queued mail's link
 * secret (the link's token table holds only its hash). AES-256-GCM under a key derived from the
 * instance's auth secret, which every instance shares.
 */
const KEY_INFO = 'ideas-marketplace sealed values v1';

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret(), Buffer.alloc(0), KEY_INFO, 32));
}

/** JSON of `value`, encrypted and authenticated: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function seal(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The value of `seal`; throws when the text was altered or sealed under another secret. */
export function unseal(text: string): unknown {
  const [version, iv, tag, body] = text.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/core/config';
import { processSlot } from '@/lib/core/singleton';

const secretSlot = processSlot<string>('ideasAuthSecret');

/**
 * The secret that signs session cookies: AUTH_SECRET, or one generated on first start and kept in
 * DATA_DIR so sessions survive restarts without any configuration.
 */
export function authSecret(): string {
  const known = secretSlot.get();
  if (known) return known;
  const config = getConfig();
  let secret = config.AUTH_SECRET;
  if (!secret) {
    const file = path.join(config.DATA_DIR, 'auth-secret');
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch {
      secret = randomBytes(32).toString('base64url');
      mkdirSync(config.DATA_DIR, { recursive: true });
      writeFileSync(file, secret, { mode: 0o600 });
    }
  }
  secretSlot.set(secret);
  return secret;
}

import 'server-only';
import { firebaseHashConfigSchema, type FirebaseHashConfig } from '@/lib/identity';
import { describeIssues } from './schemas';

export class HashConfigError extends Error {}

/**
 * The project's password hash parameters: the JSON object `{base64_signer_key,
 * base64_salt_separator, rounds, mem_cost}`, or the `hash_config { … }` block exactly as the
 * Firebase console shows it (Authentication → Users → ⋮ → Password hash parameters).
 */
export function parseHashConfig(text: string): FirebaseHashConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = Object.fromEntries(
      [...text.matchAll(/([a-z_0-9]+)\s*[:=]\s*"?([^\s,"}]+)"?/gi)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
    );
  }
  const parsed = firebaseHashConfigSchema.safeParse(raw);
  if (!parsed.success) throw new HashConfigError(`hash parameters: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

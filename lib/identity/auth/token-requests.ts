import 'server-only';
import { UnauthorizedError } from '@/lib/core/errors';
import { authenticate } from '@/lib/identity/users/register';
import type { TokenSummary } from '@/lib/validation/replies';
import { tokenCreateSchema } from '@/lib/validation/token';
import type { Viewer } from '@/models';
import { INVALID_CREDENTIALS_MESSAGE } from './messages';
import { createApiToken, type ApiTokenSummary } from './api-tokens';
import { clearEmailAttempts, limitAttempt } from '@/lib/platform/rate-limit';

export interface CreatedToken extends ApiTokenSummary {
  token: string;
}

/**
 * POST /api/tokens: the caller proves who they are with a session, a bearer token, or (how a
 * script gets its first token) an email and password in the body. `caller` is read only without
 * them, so a stale bearer token sent along does not stop a password from making a token.
 */
export async function createTokenForCaller(
  body: unknown,
  { ip, caller }: { ip: string; caller: () => Promise<Viewer | null> },
): Promise<CreatedToken> {
  const input = tokenCreateSchema.parse(body ?? {});
  if (input.email !== undefined || input.password !== undefined) {
    if (!input.email || !input.password) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    await limitAttempt('token', { ip, email: input.email });
    const user = await authenticate(input.email, input.password);
    if (!user) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE);
    await clearEmailAttempts('token', input.email);
    return createApiToken(user.id, input.name);
  }
  const viewer = await caller();
  if (!viewer)
    throw new UnauthorizedError('Please sign in, or send your email and password, to create a token');
  await limitAttempt('token', { ip, email: viewer.email });
  return createApiToken(viewer.id, input.name);
}

/** The JSON shape of a token in replies; the secret only right after creation. */
export function tokenReply(token: ApiTokenSummary): TokenSummary {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt ? token.lastUsedAt.toISOString() : null,
  };
}

'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import { createTokenOperation, revokeTokenOperation } from '@/lib/operations/tokens';
import type { TokenFormInput } from '@/lib/validation/token';
import type { TokenSummary } from '@/lib/validation/replies';

// The API tokens section of /settings (POST /api/tokens and DELETE /api/tokens/{id} stay for partners).

const createToken = toAction(createTokenOperation, {
  fallback: 'Failed to create the token',
  data: (created: TokenSummary & { token: string }) => created,
});
const revokeToken = toAction(revokeTokenOperation, { fallback: 'Failed to revoke the token' });

/** A token for the signed-in member: its secret (shown once) and how the list shows it. */
export async function createTokenAction(
  input: TokenFormInput,
): Promise<ActionResult<TokenSummary & { token: string }>> {
  return createToken({ body: { name: input.name } });
}

export async function revokeTokenAction(id: string): Promise<ActionResult> {
  return revokeToken({ params: { id: String(id) } });
}

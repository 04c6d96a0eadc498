'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import {
  approveAccessRequestOperation,
  rejectAccessRequestOperation,
  revokeAccessRequestOperation,
  withdrawAccessRequestOperation,
} from '@/lib/operations/access';
import type { AccessRequestDTO } from '@/lib/validation/access';

const FALLBACK = 'Something went wrong. Please try again.';
const request = ({ request }: { request: AccessRequestDTO }) => request;

const ACTIONS = {
  approve: toAction(approveAccessRequestOperation, { fallback: FALLBACK, data: request }),
  reject: toAction(rejectAccessRequestOperation, { fallback: FALLBACK, data: request }),
  revoke: toAction(revokeAccessRequestOperation, { fallback: FALLBACK, data: request }),
  withdraw: toAction(withdrawAccessRequestOperation, { fallback: FALLBACK, data: request }),
};

export type DealAction = keyof typeof ACTIONS;

/**
 * The creator's decision on a request (approve, reject or revoke, the last two with an optional
 * reason) or the requester's withdrawal; answers the request as it now is, so /deals updates once.
 */
export async function decideRequestAction(
  id: string,
  action: DealAction,
  reason = '',
): Promise<ActionResult<AccessRequestDTO>> {
  if (!Object.hasOwn(ACTIONS, action)) return { ok: false, message: FALLBACK };
  const withReason = action === 'reject' || action === 'revoke';
  return ACTIONS[action]({
    params: { id: String(id) },
    body: withReason ? (reason ? { reason: String(reason) } : {}) : undefined,
  });
}

'use server';

import type { ActionResult } from '@/lib/actions/result';
import { toAction } from '@/lib/operations/action';
import {
  approveAccessRequestOperation,
  getIdeaNdaOperation,
  listAccessRequestsOperation,
  rejectAccessRequestOperation,
  requestAccessOperation,
  revokeAccessRequestOperation,
  setIdeaNdaOperation,
  withdrawAccessRequestOperation,
} from '@/lib/operations/access';
import type { AccessRequestDTO, NdaDTO } from '@/lib/validation/access';

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

/** An idea's NDA as a requester signs it; `autoApprove` for its creator only. */
export interface IdeaNda {
  nda: NdaDTO;
  autoApprove?: boolean;
}

const ideaNda = ({ nda, autoApprove }: IdeaNda): IdeaNda => ({ nda, autoApprove });
const readNda = toAction(getIdeaNdaOperation, { fallback: 'Could not load the NDA', data: ideaNda });
const setNda = toAction(setIdeaNdaOperation, { fallback: 'Could not save the setting', data: ideaNda });
const requestAccess = toAction(requestAccessOperation, { fallback: FALLBACK, data: request });

/** The NDA of a gated idea (and, for its creator, whether requests are approved automatically). */
export async function ideaNdaAction(ideaId: string): Promise<ActionResult<IdeaNda>> {
  return readNda({ params: { id: String(ideaId) } });
}

/** The creator's choice to approve at once whoever signs the idea's NDA. */
export async function setAutoApproveAction(
  ideaId: string,
  autoApprove: boolean,
): Promise<ActionResult<IdeaNda>> {
  return setNda({ params: { id: String(ideaId) }, body: { autoApprove: autoApprove === true } });
}

/** Signs the idea's NDA and asks its creator for access. */
export async function requestAccessAction(
  ideaId: string,
  input: { fullName: string; agree: boolean; message: string },
): Promise<ActionResult<AccessRequestDTO>> {
  return requestAccess({ params: { id: String(ideaId) }, body: input });
}

const listOutgoing = toAction(listAccessRequestsOperation, {
  fallback: FALLBACK,
  data: ({ requests }: { requests: AccessRequestDTO[] }) => requests,
});

/** The viewer's newest request for the idea (to withdraw it, or to read why it was refused), or null. */
export async function latestRequestAction(ideaId: string): Promise<ActionResult<AccessRequestDTO | null>> {
  const result = await listOutgoing({ query: { role: 'outgoing' } });
  if (!result.ok) return result;
  const id = String(ideaId).toLowerCase();
  return { ok: true, data: result.data.find((request) => request.ideaId === id) ?? null };
}

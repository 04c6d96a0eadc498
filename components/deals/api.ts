'use client';

import type { AccessRequestDTO, NdaDTO } from '@/lib/validation/access';

/** What a failed call to the deal room API said: its message and the fields to correct. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      cache: 'no-store',
      credentials: 'same-origin',
      ...init,
      headers: init.body ? { 'content-type': 'application/json' } : undefined,
    });
  } catch {
    throw new ApiFailure('Could not reach the server. Please check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as
    (T & { success?: boolean; message?: string; errors?: Record<string, string> }) | null;
  if (!response.ok || !body)
    throw new ApiFailure(body?.message ?? 'Something went wrong. Please try again.', body?.errors ?? {});
  return body;
}

const post = (path: string, body: unknown = {}) =>
  call<{ request: AccessRequestDTO }>(path, { method: 'POST', body: JSON.stringify(body) });

export const dealsApi = {
  nda: (ideaId: string) =>
    call<{ nda: NdaDTO; autoApprove?: boolean }>(`/api/ideas/${encodeURIComponent(ideaId)}/nda`),
  setAutoApprove: (ideaId: string, autoApprove: boolean) =>
    call<{ nda: NdaDTO; autoApprove?: boolean }>(`/api/ideas/${encodeURIComponent(ideaId)}/nda`, {
      method: 'PUT',
      body: JSON.stringify({ autoApprove }),
    }),
  request: (ideaId: string, input: { fullName: string; agree: boolean; message: string }) =>
    post(`/api/ideas/${encodeURIComponent(ideaId)}/access-requests`, input),
  list: (role: 'incoming' | 'outgoing', status?: string) =>
    call<{ requests: AccessRequestDTO[] }>(
      `/api/access-requests?${new URLSearchParams({ role, ...(status ? { status } : {}) }).toString()}`,
    ).then((body) => body.requests),
  approve: (id: string) => post(`/api/access-requests/${id}/approve`),
  reject: (id: string, reason: string) => post(`/api/access-requests/${id}/reject`, reason ? { reason } : {}),
  revoke: (id: string, reason: string) => post(`/api/access-requests/${id}/revoke`, reason ? { reason } : {}),
  withdraw: (id: string) =>
    call<{ request: AccessRequestDTO }>(`/api/access-requests/${id}`, { method: 'DELETE' }),
};

/** The short form of an NDA hash shown beside its version. */
export const shortHash = (hash: string) => hash.slice(0, 12);

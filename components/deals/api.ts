'use client';

import { call } from '@/components/api-client';
import type { AccessRequestDTO, NdaDTO } from '@/lib/validation/access';

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
  withdraw: (id: string) =>
    call<{ request: AccessRequestDTO }>(`/api/access-requests/${id}`, { method: 'DELETE' }),
};

/** The short form of an NDA hash shown beside its version. */
export const shortHash = (hash: string) => hash.slice(0, 12);

'use client';

import { call } from '@/components/api-client';
import type { ConversationReply, MessageReply } from '@/lib/validation/messages';

const thread = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;
const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** The conversation calls of the API (DESIGN.md section 8), from the browser. */
export const messagesApi = {
  list: () => call<{ conversations: ConversationReply[]; unread: number }>('/api/conversations'),
  one: (id: string) =>
    call<{ conversation: ConversationReply }>(thread(id)).then((body) => body.conversation),
  start: (ideaId: string, message: string) =>
    call<{ conversation: ConversationReply }>('/api/conversations', json({ ideaId, message })).then(
      (body) => body.conversation,
    ),
  page: (id: string, cursor?: string | null) =>
    call<{ messages: MessageReply[]; nextCursor: string | null }>(
      `${thread(id)}/messages${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ''}`,
    ),
  send: (id: string, body: string) =>
    call<{ message: MessageReply }>(`${thread(id)}/messages`, json({ body })).then((reply) => reply.message),
  read: (id: string) => call<object>(`${thread(id)}/read`, { method: 'POST' }),
  block: (userId: string) =>
    call<object>(`/api/users/${encodeURIComponent(userId)}/block`, { method: 'POST' }),
  unblock: (userId: string) =>
    call<object>(`/api/users/${encodeURIComponent(userId)}/block`, { method: 'DELETE' }),
};

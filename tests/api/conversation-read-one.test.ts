import { describe, expect, it } from 'vitest';
import { POST as startRoute } from '@/app/api/conversations/route';
import { GET as oneRoute } from '@/app/api/conversations/[id]/route';
import { DELETE as unblockRoute, POST as blockRoute } from '@/app/api/users/[id]/block/route';
import { conversationReplySchema } from '@/lib/validation/messages';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas } from './ideas-fixtures';

const one = async (user: User | null, id: string) =>
  call<{ success: boolean; message?: string; conversation?: unknown }>(oneRoute, `/api/conversations/${id}`, {
    headers: user ? await bearerHeaders(user) : {},
    params: { id },
  });

const blockRequest = async (user: User, id: string, route: unknown, method: string) =>
  call(route, `/api/users/${id}/block`, { method, headers: await bearerHeaders(user), params: { id } });

describe('GET /api/conversations/{id}', () => {
  it('gives either side the thread as they see it, with the block and whether they can reply', async () => {
    const creator = await createUser({ displayName: 'Creator' });
    const buyer = await createUser({ displayName: 'Buyer' });
    const [ideaId] = await insertIdeas(creator, [{ title: 'Kite lamp' }]);
    const started = await call<{ conversation: { _id: string } }>(startRoute, '/api/conversations', {
      method: 'POST',
      headers: { ...(await bearerHeaders(buyer)), 'x-client-address': `addr-${buyer.id}` },
      body: { ideaId, message: 'Hello' },
    });
    expect(started.status).toBe(201);
    const id = started.body.conversation._id;

    const mine = await one(buyer, id);
    expect(mine.status).toBe(200);
    const parsed = conversationReplySchema.parse(mine.body);
    expect(parsed.conversation).toMatchObject({
      _id: id,
      ideaId,
      ideaTitle: 'Kite lamp',
      role: 'participant',
      otherParty: { _id: creator.id, displayName: 'Creator' },
      lastMessage: { body: 'Hello', mine: true },
      canReply: true,
      blocked: false,
    });
    const theirs = conversationReplySchema.parse((await one(creator, id.toUpperCase())).body);
    expect(theirs.conversation).toMatchObject({ _id: id, role: 'creator', unread: 1 });

    expect((await blockRequest(creator, buyer.id, blockRoute, 'POST')).status).toBe(200);
    expect(conversationReplySchema.parse((await one(creator, id)).body).conversation).toMatchObject({
      blocked: true,
      canReply: false,
    });
    expect(conversationReplySchema.parse((await one(buyer, id)).body).conversation).toMatchObject({
      blocked: false,
      canReply: false,
    });
    expect((await blockRequest(creator, buyer.id, unblockRoute, 'DELETE')).status).toBe(200);
    expect(conversationReplySchema.parse((await one(buyer, id)).body).conversation.canReply).toBe(true);
  });

  it('is 404 for anyone but the two sides and for unknown ids, 401 for visitors', async () => {
    const creator = await createUser();
    const buyer = await createUser();
    const outsider = await createUser();
    const [ideaId] = await insertIdeas(creator, [{}]);
    const started = await call<{ conversation: { _id: string } }>(startRoute, '/api/conversations', {
      method: 'POST',
      headers: { ...(await bearerHeaders(buyer)), 'x-client-address': `addr-${buyer.id}` },
      body: { ideaId, message: 'Hi' },
    });
    const id = started.body.conversation._id;
    for (const [user, target] of [
      [outsider, id],
      [buyer, 'f'.repeat(24)],
      [buyer, 'not-an-id'],
    ] as const) {
      const reply = await one(user, target);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'Conversation not found' });
    }
    const anonymous = await one(null, id);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in to use messages');
  });
});

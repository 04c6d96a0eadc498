import { describe, expect, it } from 'vitest';
import { withMessage, withRead } from '@/components/messages/inbox-state';
import { groupByDay, mergeMessages, seenMessageId } from '@/components/messages/thread-state';
import type { ConversationReply, MessageEvent, MessageReply } from '@/lib/validation/messages';

const message = (id: string, createdAt: string, mine = false, body = `Body ${id}`): MessageReply => ({
  _id: id,
  conversationId: 'c1',
  sender: { _id: mine ? 'me' : 'them', displayName: mine ? 'Me' : 'Them', photoURL: '' },
  mine,
  body,
  createdAt,
});

const thread = (id: string, lastAt: string, unread = 0): ConversationReply => ({
  _id: id,
  ideaId: `idea-${id}`,
  ideaTitle: `Idea ${id}`,
  role: 'creator',
  otherParty: { _id: 'them', displayName: 'Them', photoURL: '' },
  lastMessage: { body: 'Earlier', mine: false, createdAt: lastAt },
  unread,
  otherLastReadAt: null,
  blocked: false,
  accessNeeded: false,
  canReply: true,
  lastMessageAt: lastAt,
  createdAt: lastAt,
});

const event = (conversationId: string, m: MessageReply, unread: number): MessageEvent => ({
  conversationId,
  message: { ...m, conversationId },
  unread,
  totalUnread: unread + 5,
  truncated: false,
});

describe('a thread’s messages', () => {
  it('are merged oldest first, each once, the newer copy winning', () => {
    const a = message('a', '2026-03-05T10:00:00.000Z');
    const b = message('b', '2026-03-05T10:01:00.000Z');
    const c = message('c', '2026-03-05T10:01:00.000Z');
    const page = [c, b, a];
    expect(mergeMessages([], page).map((m) => m._id)).toEqual(['a', 'b', 'c']);
    const twice = mergeMessages(mergeMessages([], page), [b, { ...c, body: 'Whole text' }]);
    expect(twice.map((m) => m._id)).toEqual(['a', 'b', 'c']);
    expect(twice[2]!.body).toBe('Whole text');
  });

  it('mark the viewer’s newest message the other side has read as seen', () => {
    const list = [
      message('a', '2026-03-05T10:00:00.000Z', true),
      message('b', '2026-03-05T10:01:00.000Z', false),
      message('c', '2026-03-05T10:02:00.000Z', true),
      message('d', '2026-03-05T10:03:00.000Z', true),
    ];
    expect(seenMessageId(list, null)).toBeNull();
    expect(seenMessageId(list, '2026-03-05T09:00:00.000Z')).toBeNull();
    expect(seenMessageId(list, '2026-03-05T10:01:30.000Z')).toBe('a');
    expect(seenMessageId(list, '2026-03-05T10:02:00.000Z')).toBe('c');
    expect(seenMessageId(list, '2026-03-05T11:00:00.000Z')).toBe('d');
  });

  it('are grouped by the viewer’s calendar day', () => {
    const list = [
      message('a', '2026-03-04T22:30:00.000Z'),
      message('b', '2026-03-04T23:30:00.000Z'),
      message('c', '2026-03-05T08:00:00.000Z'),
    ];
    expect(groupByDay(list, 'UTC').map((g) => [g.day, g.messages.length])).toEqual([
      ['2026-03-04', 2],
      ['2026-03-05', 1],
    ]);
    expect(groupByDay(list, 'Europe/Berlin').map((g) => [g.day, g.messages.length])).toEqual([
      ['2026-03-04', 1],
      ['2026-03-05', 2],
    ]);
  });
});

describe('the inbox', () => {
  const list = [thread('t1', '2026-03-05T10:00:00.000Z'), thread('t2', '2026-03-05T09:00:00.000Z', 1)];

  it('moves a thread with a new message to the top with its preview and count', () => {
    const next = withMessage(list, event('t2', message('m', '2026-03-05T11:00:00.000Z', true, 'Hi'), 0))!;
    expect(next.map((c) => c._id)).toEqual(['t2', 't1']);
    expect(next[0]).toMatchObject({
      lastMessage: { body: 'Hi', mine: true, createdAt: '2026-03-05T11:00:00.000Z' },
      lastMessageAt: '2026-03-05T11:00:00.000Z',
      unread: 0,
    });
    const long = withMessage(
      list,
      event('t1', message('n', '2026-03-05T11:00:00.000Z', false, 'x'.repeat(300)), 2),
    )!;
    expect(long[0]!.lastMessage!.body).toHaveLength(200);
  });

  it('keeps the preview when an older message arrives late, and asks for the list on an unknown thread', () => {
    const late = withMessage(list, event('t1', message('m', '2026-03-05T08:00:00.000Z'), 3))!;
    expect(late.map((c) => c._id)).toEqual(['t1', 't2']);
    expect(late[0]).toMatchObject({ unread: 3, lastMessage: { body: 'Earlier' } });
    expect(withMessage(list, event('t9', message('m', '2026-03-05T12:00:00.000Z'), 1))).toBeNull();
  });

  it('takes the reader’s own count, and the other side’s receipt', () => {
    const read = withRead(list, { conversationId: 't2', readerId: 'me', lastReadAt: 'x', unread: 0 }, 'me');
    expect(read[1]!.unread).toBe(0);
    const receipt = withRead(
      list,
      { conversationId: 't1', readerId: 'them', lastReadAt: '2026-03-05T10:00:00.000Z' },
      'me',
    );
    expect(receipt[0]!.otherLastReadAt).toBe('2026-03-05T10:00:00.000Z');
    const older = withRead(
      receipt,
      { conversationId: 't1', readerId: 'them', lastReadAt: '2026-03-05T09:00:00.000Z' },
      'me',
    );
    expect(older[0]!.otherLastReadAt).toBe('2026-03-05T10:00:00.000Z');
  });
});

import type { MessageReply } from '@/lib/validation/messages';
import { dayKey } from './time';

const order = (a: MessageReply, b: MessageReply) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * A thread's messages, oldest first, with `incoming` merged in: each message once (by `_id`, the
 * newer copy wins: a reloaded page replaces a body an event had cut), however often it arrived.
 */
export function mergeMessages(current: MessageReply[], incoming: MessageReply[]): MessageReply[] {
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort(order);
}

/** The viewer's newest message the other side has read (the one marked 'Seen'), if any. */
export function seenMessageId(messages: MessageReply[], otherLastReadAt: string | null): string | null {
  if (!otherLastReadAt) return null;
  const readUpTo = Date.parse(otherLastReadAt);
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.mine && Date.parse(message.createdAt) <= readUpTo) return message._id;
  }
  return null;
}

export interface DayGroup {
  day: string;
  messages: MessageReply[];
}

/** Consecutive messages of the same calendar day (where the viewer is), oldest first. */
export function groupByDay(messages: MessageReply[], timeZone: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = dayKey(message.createdAt, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

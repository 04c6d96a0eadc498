import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { notify } from '@/lib/notifications';
import type { ReportTargetType } from '@/lib/validation/moderation';
import { ideas, messages, reports, users } from '@/models';

type Writer = Pick<Database, 'insert' | 'select' | 'update'>;

/** An item's open reports: of one target, or (a suspended member) of every message they sent. */
export type ReportScope = { targetType: ReportTargetType; targetId: string } | { messagesOf: string };

function scopeCondition(scope: ReportScope): SQL {
  if ('messagesOf' in scope)
    return and(
      eq(reports.targetType, 'message'),
      inArray(
        reports.targetId,
        getDb().select({ id: messages.id }).from(messages).where(eq(messages.senderId, scope.messagesOf)),
      ),
    )!;
  return and(eq(reports.targetType, scope.targetType), eq(reports.targetId, scope.targetId))!;
}

/**
 * Closes the open reports of `scope` as `actioned` or `dismissed` and tells each reporter the
 * outcome (in `writer`'s transaction). Returns the reporters, to announce after commit.
 */
export async function closeReports(
  writer: Writer,
  scope: ReportScope,
  outcome: {
    status: 'actioned' | 'dismissed';
    resolution: string;
    by: string;
    text: (about: string) => string;
  },
): Promise<string[]> {
  const closed = await writer
    .update(reports)
    .set({
      status: outcome.status,
      resolution: outcome.resolution,
      resolvedById: outcome.by,
      resolvedAt: new Date(),
    })
    .where(and(eq(reports.status, 'open'), scopeCondition(scope)))
    .returning({
      reporterId: reports.reporterId,
      targetType: reports.targetType,
      targetId: reports.targetId,
    });
  const told = new Set<string>();
  for (const report of closed) {
    if (!report.reporterId || told.has(report.reporterId)) continue;
    told.add(report.reporterId);
    const about = await describeTarget(writer, report.targetType, report.targetId);
    await notify(writer, {
      userId: report.reporterId,
      type: 'moderation',
      text: `Thanks for your report about ${about.label}: ${outcome.text(about.label)}`,
      link: about.link,
      emailAction: 'See your notifications',
    });
  }
  return [...told];
}

/** How a notification names a reported item, and where it points. */
async function describeTarget(
  reader: Pick<Database, 'select'>,
  type: ReportTargetType,
  id: string,
): Promise<{ label: string; link: string }> {
  if (type === 'idea') {
    const [idea] = await reader.select({ title: ideas.title }).from(ideas).where(eq(ideas.id, id));
    return { label: idea ? `“${idea.title}”` : 'an idea', link: '/notifications' };
  }
  if (type === 'user') {
    const [user] = await reader.select({ name: users.displayName }).from(users).where(eq(users.id, id));
    return { label: user ? user.name : 'a member', link: '/notifications' };
  }
  const [message] = await reader
    .select({ sender: users.displayName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id));
  return {
    label: message?.sender ? `the message from ${message.sender}` : 'a message',
    link: '/notifications',
  };
}

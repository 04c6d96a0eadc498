import 'server-only';
import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Database } from '@/lib/db';
import { InvalidError } from '@/lib/core/errors';
import { auditLog, type AuditRow } from '@/models';

type Writer = Pick<Database, 'insert'>;

/** Who did it: a member (admin, creator) or the system on its own (auto-approve, ADMIN_EMAILS). */
export type AuditActor = { id: string; displayName: string } | { system: string };

export interface AuditEntry {
  actor: AuditActor;
  /** `<target>.<verb>`: idea.hide, user.suspend, report.dismiss, access.approve, role.grant… */
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Appends an entry to the audit log, in the transaction of the change it records (so there is an
 * entry exactly when the change commits). The table refuses UPDATE and DELETE.
 */
export async function recordAudit(writer: Writer, entry: AuditEntry): Promise<void> {
  const actor = entry.actor;
  await writer.insert(auditLog).values({
    actorId: 'id' in actor ? actor.id : null,
    actorName: 'id' in actor ? actor.displayName : actor.system,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason || null,
  });
}

const AUDIT_PAGE_MAX = 100;

/** The filters of /admin/audit and GET /api/admin/audit. */
export const auditQuerySchema = z.object({
  action: z.string().trim().max(60).optional(),
  actorId: z.string().trim().max(40).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
  cursor: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'cursor must be the nextCursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditPage {
  entries: AuditRow[];
  nextCursor: string | null;
}

/**
 * Entries newest first, filtered: an action ('idea.hide') or a family ('idea.'), the actor, the
 * target, a day range (UTC, both ends included); `cursor` continues after the previous page.
 */
export async function listAudit(input: unknown): Promise<AuditPage> {
  const parsed = auditQuerySchema.safeParse(input);
  if (!parsed.success) throw InvalidError.fromZod(parsed.error);
  const q = parsed.data;
  const conditions: (SQL | undefined)[] = [
    q.action
      ? q.action.endsWith('.')
        ? sql`${auditLog.action} like ${`${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
        : eq(auditLog.action, q.action)
      : undefined,
    q.actorId ? eq(auditLog.actorId, q.actorId) : undefined,
    q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
    q.targetId ? eq(auditLog.targetId, q.targetId) : undefined,
    q.from ? gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lte(auditLog.createdAt, new Date(`${q.to}T23:59:59.999Z`)) : undefined,
  ];
  if (q.cursor) {
    const [after] = await getDb()
      .select({ createdAt: auditLog.createdAt, id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.id, q.cursor));
    if (after)
      conditions.push(
        or(
          lt(auditLog.createdAt, after.createdAt),
          and(eq(auditLog.createdAt, after.createdAt), lt(auditLog.id, after.id)),
        ),
      );
  }
  const rows = await getDb()
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.limit + 1);
  const entries = rows.slice(0, q.limit);
  return { entries, nextCursor: rows.length > q.limit ? entries.at(-1)!.id : null };
}

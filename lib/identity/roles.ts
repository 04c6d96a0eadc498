import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/core/errors';
import { recordAudit, type AuditActor } from '@/lib/platform/audit';
import { isAdmin, users, type UserRole, type Viewer } from '@/models';

/** The addresses ADMIN_EMAILS lists (comma-separated, any case). */
export function configuredAdminEmails(): Set<string> {
  return new Set(
    (getConfig().ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * At sign-in: a member whose address ADMIN_EMAILS lists becomes an admin (once; the grant is in
 * the audit log). Taking an address off the list does not demote: `npm run admin -- revoke` does.
 */
export async function applyAdminEmails(userId: string): Promise<void> {
  const listed = configuredAdminEmails();
  if (!listed.size) return;
  const [user] = await getDb()
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.role === 'admin' || !listed.has(user.email.toLowerCase())) return;
  await setRole(user.id, 'admin', { system: 'ADMIN_EMAILS' });
}

/** Gives the member `role`; false when they already had it. Recorded in the audit log. */
export async function setRole(userId: string, role: UserRole, actor: AuditActor): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before || before.role === role) return false;
    await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actor,
      action: role === 'admin' ? 'role.grant' : 'role.revoke',
      targetType: 'user',
      targetId: userId,
      before: { role: before.role },
      after: { role },
    });
    return true;
  });
}

/**
 * The admin calling, or 404 for everyone else (signed out included): the admin area does not
 * exist for them.
 */
export function requireAdmin(viewer: Viewer | null): Viewer {
  if (!viewer || !isAdmin(viewer)) throw new NotFoundError('Not found');
  return viewer;
}

import 'server-only';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { firebaseAdminAuth, isFirebaseMode } from '@/lib/identity';
import { clearEmailAttempts, limitAttempt } from '@/lib/platform/rate-limit';
import { getDb } from '@/lib/db';
import { ForbiddenError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { logger } from '@/lib/core/log';
import { enqueueMail, sendMailJob } from '@/lib/platform/mail';
import { presenceChanged } from '@/lib/platform/presence';
import { deleteStoredFile } from '@/lib/platform/storage';
import { removeDocumentRows } from '@/lib/ideas';
import { verifyPassword } from '@/lib/identity';
import {
  deleteAccountSchema,
  PASSWORD_REQUIRED_MESSAGE,
  RECENT_SIGN_IN_MS,
  SIGN_IN_AGAIN_MESSAGE,
  TOKEN_CANNOT_DELETE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@/lib/validation/account-data';
import {
  accounts,
  apiTokens,
  emailTokens,
  ideas,
  jobs,
  presence,
  uploads,
  users,
  type User,
  type Viewer,
} from '@/models';

/** What deleting the account takes with it, as the confirmation dialog lists it. */
export interface DeletionSummary {
  ideas: number;
  files: number;
  tokens: number;
}

export async function deletionSummary(userId: string): Promise<DeletionSummary> {
  const db = getDb();
  const [[idea], [file], [token]] = await Promise.all([
    db.select({ n: count() }).from(ideas).where(eq(ideas.creatorId, userId)),
    db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, userId)),
    db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId)),
  ]);
  return { ideas: Number(idea?.n ?? 0), files: Number(file?.n ?? 0), tokens: Number(token?.n ?? 0) };
}

/** True while a session is recent enough to delete an account that has no password. */
export function signedInRecently(viewer: Pick<Viewer, 'via' | 'signedInAt'>, now = Date.now()): boolean {
  return (
    viewer.via === 'session' &&
    viewer.signedInAt !== undefined &&
    now - viewer.signedInAt.getTime() <= RECENT_SIGN_IN_MS
  );
}

/**
 * The re-check before an account goes: its current password, or for an account without one
 * (Google or Firebase only) a sign-in of the last RECENT_SIGN_IN_MS, which only a browser
 * session can prove. Wrong passwords count as sign-in attempts (same limits).
 */
async function confirmIdentity(viewer: Viewer, password: string | undefined, ip: string): Promise<void> {
  const { user } = viewer;
  if (user.passwordHash) {
    if (!password) throw new InvalidError(PASSWORD_REQUIRED_MESSAGE, { password: PASSWORD_REQUIRED_MESSAGE });
    await limitAttempt('sign-in', { ip, email: user.email });
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new InvalidError(WRONG_PASSWORD_MESSAGE, { password: WRONG_PASSWORD_MESSAGE });
    await clearEmailAttempts('sign-in', user.email);
    return;
  }
  if (viewer.via === 'token') throw new ForbiddenError(TOKEN_CANNOT_DELETE_MESSAGE);
  if (!signedInRecently(viewer)) throw new ForbiddenError(SIGN_IN_AGAIN_MESSAGE);
}

export interface DeletedAccount {
  user: User;
  /** Ids of the ideas that went with it (their pages are gone). */
  ideaIds: string[];
  /** Storage keys whose files were removed (or tried to be). */
  fileKeys: string[];
}

/**
 * Deletes the viewer's account after the re-check: ideas, uploads, API tokens, presence rows,
 * linked identities, email links and the user row, in one transaction that also queues the
 * 'account-deleted' mail to the old address (and drops mail still waiting for it). Sessions end
 * because their user is gone. Rows that must outlive their author (a later messages table) are to
 * reference users with ON DELETE SET NULL and show a 'Deleted user'.
 *
 * After the commit the stored files are deleted (a failure is logged; the account stays
 * deleted), presence is told, and in Firebase mode the Firebase account goes too. Callers expire
 * the public caches and the session cookie.
 */
export async function deleteAccount(
  viewer: Viewer,
  input: unknown,
  { ip = 'unknown' }: { ip?: string } = {},
): Promise<DeletedAccount> {
  const { password } = deleteAccountSchema.parse(input ?? {});
  await confirmIdentity(viewer, password, ip);
  const userId = viewer.id;

  const deleted = await getDb().transaction(async (tx) => {
    const owned = await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.creatorId, userId));
    const documentKeys = await removeDocumentRows(
      tx,
      owned.map((row) => row.id),
    );
    const ideaRows = await tx.delete(ideas).where(eq(ideas.creatorId, userId)).returning({ id: ideas.id });
    const uploadRows = await tx
      .delete(uploads)
      .where(eq(uploads.ownerId, userId))
      .returning({ key: uploads.key });
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    await tx.delete(presence).where(eq(presence.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    const [user] = await tx.delete(users).where(eq(users.id, userId)).returning();
    // Deleted meanwhile (a second click, another tab): nothing more to do here.
    if (!user) throw new NotFoundError('This account no longer exists');
    // Links and notices not yet sent (or kept after sending) are of no use any more; a message
    // being sent right now is left to finish.
    await tx
      .delete(jobs)
      .where(
        and(
          eq(jobs.kind, sendMailJob.kind),
          ne(jobs.status, 'running'),
          sql`lower(${jobs.payload}->>'to') = ${user.email.toLowerCase()}`,
        ),
      );
    await enqueueMail(tx, user.email, 'account-deleted', { displayName: user.displayName });
    return {
      user,
      ideaIds: ideaRows.map((r) => r.id),
      fileKeys: [...uploadRows.map((r) => r.key), ...documentKeys],
    };
  });

  await Promise.all(
    deleted.fileKeys.map((key) =>
      deleteStoredFile(key).catch((error: unknown) =>
        logger.warn({ err: error, key }, 'could not delete a stored file of a deleted account'),
      ),
    ),
  );
  await presenceChanged(userId).catch((error: unknown) =>
    logger.warn({ err: error }, 'could not announce the presence change of a deleted account'),
  );
  if (deleted.user.firebaseUid && isFirebaseMode()) await deleteFirebaseAccount(deleted.user.firebaseUid);
  logger.info(
    { userId, ideas: deleted.ideaIds.length, files: deleted.fileKeys.length },
    'account deleted at its owner request',
  );
  return deleted;
}

/** Firebase mode: the Firebase account goes too, else signing in there would create a new, empty one. */
async function deleteFirebaseAccount(uid: string): Promise<void> {
  try {
    await (await firebaseAdminAuth()).deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return;
    logger.error({ err: error, uid }, 'could not delete the Firebase account of a deleted account');
  }
}

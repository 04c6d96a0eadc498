import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { getDb } from '@/lib/db';
import { IDEA_LIFECYCLE_MESSAGES } from '@/lib/validation/idea-lifecycle';
import { ideas, type Viewer } from '@/models';
import { toIdeaDTO } from './dto';
import { IDEA_MESSAGES } from './messages';
import type { IdeaChangeListener } from './mutations';
import { findIdeaRecord } from './queries';
import type { IdeaDTO } from './types';
import { isCleared } from './visibility';

/**
 * An idea's creator archives (withdraws) it and relists it later. Archived, it is listed to nobody
 * (visibility.ts): gone from every list, search, total, sitemap and alert; its page tells others it
 * is 'No longer listed'; its conversations and access grants go on for their parties, and it takes
 * no new access request. Its texts, photos, receipts and review are kept as they are, and its
 * `updatedAt` too (archiving is not an edit of its content). The caller announces the change.
 */

async function setArchived(
  id: string,
  viewer: Viewer,
  archive: boolean,
  onChange?: IdeaChangeListener,
): Promise<IdeaDTO> {
  const record = await findIdeaRecord(id, viewer.id);
  if (!record) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (record.creatorId !== viewer.id)
    throw new ForbiddenError(
      archive
        ? IDEA_LIFECYCLE_MESSAGES.notAuthorizedToArchive
        : IDEA_LIFECYCLE_MESSAGES.notAuthorizedToRelist,
    );
  // Idempotent: an idea already in that state is answered as it is.
  if ((record.archivedAt !== null) === archive) return toIdeaDTO(record, viewer);
  const row = await getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(ideas)
      .set({ archivedAt: archive ? new Date() : null })
      .where(
        and(
          eq(ideas.id, record.id),
          eq(ideas.creatorId, viewer.id),
          archive ? isNull(ideas.archivedAt) : isNotNull(ideas.archivedAt),
        ),
      )
      .returning({ archivedAt: ideas.archivedAt });
    // Those who saved it hear that it left the marketplace or came back (when moderation lists it).
    if (updated && onChange && isCleared(record))
      await onChange(tx, {
        idea: { id: record.id, title: record.title, creatorId: record.creatorId },
        archived: archive,
      });
    return updated;
  });
  if (row) return toIdeaDTO({ ...record, archivedAt: row.archivedAt }, viewer);
  // Changed (or deleted) meanwhile by another call: answer what it is now.
  const now = await findIdeaRecord(record.id, viewer.id);
  if (!now) throw new NotFoundError(IDEA_MESSAGES.notFound);
  return toIdeaDTO(now, viewer);
}

/**
 * The creator withdraws the idea from the marketplace; 404 unknown, 403 anyone else; idempotent.
 * `onChange` hears of it inside the change's transaction (those who saved it).
 */
export function archiveIdea(id: string, viewer: Viewer, onChange?: IdeaChangeListener): Promise<IdeaDTO> {
  return setArchived(id, viewer, true, onChange);
}

/** The creator lists an archived idea again; 404 unknown, 403 anyone else; idempotent. */
export function relistIdea(id: string, viewer: Viewer, onChange?: IdeaChangeListener): Promise<IdeaDTO> {
  return setArchived(id, viewer, false, onChange);
}

import 'server-only';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { getConfig } from '@/lib/core/config';
import { getDb, isRowError, preparedStatements, statementBatcher } from '@/lib/db';
import { newId } from '@/lib/core/ids';
import { ForbiddenError, InvalidError, NotFoundError, zodFieldErrors } from '@/lib/core/errors';
import { ideaInputSchema, type IdeaData } from '@/lib/validation/idea';
import type { ReviewStatus } from '@/lib/core/idea-enums';
import { isKnownCategory } from '@/lib/reference';
import { ideas, type IdeaRow, type Viewer } from '@/models';
import { toIdeaDTO, type IdeaRecord } from './dto';
import { IDEA_MESSAGES } from './messages';
import { deleteDocumentFiles, removeDocumentRows } from './documents';
import { checkIdeaPhotos, deleteIdeaPhotos, isBareFileName } from './photos';
import { findIdeaRecord } from './queries';
import { ideaColumns, type ChangeWriter, type IdeaSavedListener, type SavedRow } from './record-columns';

export type { IdeaSavedListener, SavedRow };
import type { IdeaDTO, IdeaWarning } from './types';
import { isListed } from './visibility';

/**
 * What an edit or a deletion changed that others follow (the watchlist): told to a listener the
 * caller passes, inside the change's transaction, so its notices exist exactly when it commits.
 * Only listed ideas are told about: an unlisted one exists for nobody but its creator and admins.
 */
export interface IdeaChange {
  idea: { id: string; title: string; creatorId: string };
  /** The desired price before and after, when it changed. */
  price?: { from: number; to: number };
  /** The NDA flag after, when it changed. */
  requireNDA?: boolean;
  deleted?: boolean;
  /** Its creator archived (withdrew) it: true; relisted it: false. */
  archived?: boolean;
}

export type IdeaChangeListener = (tx: ChangeWriter, change: IdeaChange) => Promise<void>;

/** Who hears of an edit: followers of what changed, and whatever records each saved content. */
export interface EditListeners {
  onChange?: IdeaChangeListener;
  onSaved?: IdeaSavedListener;
}

/** The change of an edit worth telling about, or null. */
function changeOf(before: IdeaRecord, after: SavedRow): IdeaChange | null {
  if (!isListed(before)) return null;
  const change: IdeaChange = { idea: { id: after.id, title: after.title, creatorId: after.creatorId } };
  if (before.desiredPrice !== after.desiredPrice)
    change.price = { from: before.desiredPrice, to: after.desiredPrice };
  if (before.requireNDA !== after.requireNDA) change.requireNDA = after.requireNDA;
  return change.price || change.requireNDA !== undefined ? change : null;
}

/** A saved idea and what was dropped from its body on the way (photo file names). */
export interface SaveResult {
  idea: IdeaDTO;
  warnings: IdeaWarning[];
}

/**
 * Validates an idea body for `owner`: the shared schema, a category that exists, and photos that
 * are the owner's own uploads (file names are dropped with a warning). Unknown and server-set
 * fields (_id, creator, createdAt…) are dropped. `currentPhotos` are the photos of the idea being
 * edited: they may stay as they are, and a list of nothing but file names (what the original
 * client's edit form sends whatever was picked) keeps them all rather than deleting them.
 */
async function validateIdeaInput(
  input: unknown,
  owner: Viewer,
  currentPhotos?: string[],
): Promise<{ data: IdeaData; warnings: IdeaWarning[] }> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new InvalidError(IDEA_MESSAGES.bodyNotObject);
  const parsed = ideaInputSchema.safeParse(input);
  const errors: Record<string, string> = parsed.success ? {} : zodFieldErrors(parsed.error);
  const category = (input as { category?: unknown }).category;
  if (
    !errors.category &&
    typeof category === 'string' &&
    category.trim() &&
    !(await isKnownCategory(category.trim()))
  ) {
    errors.category = IDEA_MESSAGES.category;
  }
  let photos: string[] = [];
  let warnings: IdeaWarning[] = [];
  const sent = parsed.success ? parsed.data.photos : [];
  if (currentPhotos && sent.length && sent.every(isBareFileName)) {
    photos = currentPhotos;
    warnings = [{ field: 'photos', message: IDEA_MESSAGES.photosKept(sent) }];
  } else if (sent.length) {
    const checked = await checkIdeaPhotos(sent, owner.id, currentPhotos);
    Object.assign(errors, checked.errors);
    photos = checked.photos;
    warnings = checked.warnings;
  }
  if (!parsed.success || Object.keys(errors).length) {
    throw new InvalidError(Object.values(errors)[0] ?? 'Invalid idea', errors);
  }
  return { data: { ...parsed.data, photos }, warnings };
}

const recordFor = (row: SavedRow, creator: Viewer): IdeaRecord => ({
  ...row,
  creatorDisplayName: creator.displayName,
  creatorPhotoURL: creator.photoURL,
  creatorEmail: creator.email,
  creatorPhone: creator.user.phone,
  creatorEmailVerifiedAt: creator.user.emailVerifiedAt,
});

/** The columns an idea's input sets (the API, the pages and the import write them alike). */
export const ideaColumnsOf = (data: IdeaData) => ({
  title: data.title,
  category: data.category,
  type: data.type,
  problemDescription: data.problemDescription,
  solutionDescription: data.solutionDescription,
  protectionStatus: data.protectionStatus,
  requireNDA: data.requireNDA,
  desiredPrice: data.desiredPrice,
  contactPreference: data.contactPreference,
  additionalNotes: data.additionalNotes,
  photos: data.photos,
  // The teaser and the NDA settings are kept when a body leaves them out (the original client
  // never sends them).
  ...(data.teaser !== undefined ? { teaser: data.teaser } : {}),
  ...(data.ndaText !== undefined ? { ndaText: data.ndaText || null } : {}),
  ...(data.ndaAutoApprove !== undefined ? { ndaAutoApprove: data.ndaAutoApprove } : {}),
});

/** MODERATION=pre: a new idea waits, unlisted, for an admin's approval; post: listed at once. */
const reviewOnCreate = () => (getConfig().MODERATION === 'pre' ? 'pending' : 'approved');

/**
 * An edit is what gets reviewed: under MODERATION=pre it waits for approval again; under post a
 * rejected idea goes back to the queue (an edit does not list it by itself), an approved one stays.
 */
function reviewOnEdit(current: ReviewStatus) {
  if (getConfig().MODERATION === 'pre' || current === 'rejected')
    return { reviewStatus: 'pending' as const, reviewReason: null };
  return {};
}

/** The columns a new idea is given. */
const INSERTED = [
  // The id too: a default computed in JavaScript would be computed once, when the insert is built.
  'id',
  'title',
  'category',
  'type',
  'problemDescription',
  'solutionDescription',
  'protectionStatus',
  'requireNDA',
  'desiredPrice',
  'contactPreference',
  'additionalNotes',
  'photos',
  'teaser',
  'ndaText',
  'ndaAutoApprove',
  'creatorId',
  'reviewStatus',
] as const;

/** Every column of INSERTED, with its value. */
export type NewIdeaValues = { [K in (typeof INSERTED)[number]]: IdeaRow[K] };

/**
 * The insert of `count` new ideas, built and prepared once per count: building an insert of
 * fifteen columns that returns twenty is a good part of the work of a POST /api/ideas. The value
 * of row i's column c goes in as the placeholder `c_i`.
 */
const insertIdeas = preparedStatements((db, count: number) =>
  db
    .insert(ideas)
    .values(
      Array.from(
        { length: count },
        (_, i) =>
          Object.fromEntries(INSERTED.map((column) => [column, sql.placeholder(`${column}_${i}`)])) as {
            [K in (typeof INSERTED)[number]]: Placeholder;
          },
      ),
    )
    .returning(ideaColumns)
    .prepare(`insert_ideas_${count}`),
);

const insertIdeaRows = (rows: readonly NewIdeaValues[]) =>
  insertIdeas(rows.length).execute(
    Object.fromEntries(
      rows.flatMap((values, i) => INSERTED.map((column) => [`${column}_${i}`, values[column]])),
    ),
  );

/**
 * Inserts a new idea's row. Ideas created together (many clients, or one sending many at once)
 * are inserted by one statement with one commit; when that statement fails because of one row's
 * data, each row is inserted alone, so only the idea at fault fails, with its own error.
 */
export const insertIdeaRow = statementBatcher<NewIdeaValues, SavedRow>(async (batch) => {
  const insertEach = () =>
    Promise.all(
      batch.map((values) =>
        insertIdeaRows([values]).then(
          ([row]) => row!,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        ),
      ),
    );
  if (batch.length === 1) return insertEach();
  try {
    const rows = await insertIdeaRows(batch);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return batch.map((values) => byId.get(values.id) ?? new Error(`The idea ${values.id} was not inserted`));
  } catch (error) {
    if (isRowError(error)) return insertEach();
    throw error;
  }
});

/** Creates an idea owned by `viewer`; 401 'Please sign in to submit an idea'; 400 with field messages. */
export async function createIdea(
  input: unknown,
  viewer: Viewer,
  onCreated?: (idea: SavedRow) => Promise<void>,
): Promise<SaveResult> {
  const { data, warnings } = await validateIdeaInput(input, viewer);
  const row = await insertIdeaRow({
    id: newId(),
    ...ideaColumnsOf(data),
    // Every column needs a value: the columns' defaults when the body leaves them out.
    teaser: data.teaser ?? '',
    ndaText: data.ndaText || null,
    ndaAutoApprove: data.ndaAutoApprove ?? false,
    creatorId: viewer.id,
    reviewStatus: reviewOnCreate(),
  });
  if (onCreated) await onCreated(row);
  return { idea: toIdeaDTO(recordFor(row, viewer), viewer), warnings };
}

/** The idea `viewer` owns, or 401 / 404 / 403 (in that order). */
async function ownedIdea(
  id: string,
  viewer: Viewer,
  notAuthorized: string,
): Promise<{ viewer: Viewer; record: IdeaRecord }> {
  const record = await findIdeaRecord(id, viewer.id);
  if (!record) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (record.creatorId !== viewer.id) throw new ForbiddenError(notAuthorized);
  return { viewer, record };
}

/** Photos an idea no longer uses, unless another idea of the same creator still shows them. */
async function releasePhotos(photos: string[], creatorId: string, exceptIdeaId: string): Promise<void> {
  const unused: string[] = [];
  for (const url of photos) {
    const [other] = await getDb()
      .select({ id: ideas.id })
      .from(ideas)
      .where(
        and(
          eq(ideas.creatorId, creatorId),
          sql`${ideas.photos} @> array[${url}]::text[]`,
          sql`${ideas.id} <> ${exceptIdeaId}`,
        ),
      )
      .limit(1);
    if (!other) unused.push(url);
  }
  await deleteIdeaPhotos(unused, creatorId);
}

/** Replaces an idea's fields; only its creator may (403, nothing changed). */
export async function updateIdea(
  id: string,
  input: unknown,
  viewer: Viewer,
  { onChange, onSaved }: EditListeners = {},
): Promise<SaveResult> {
  const owned = await ownedIdea(id, viewer, IDEA_MESSAGES.notAuthorizedToEdit);
  const { data, warnings } = await validateIdeaInput(input, owned.viewer, owned.record.photos ?? []);
  const row = await getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(ideas)
      .set({ ...ideaColumnsOf(data), ...reviewOnEdit(owned.record.reviewStatus), updatedAt: new Date() })
      .where(and(eq(ideas.id, owned.record.id), eq(ideas.creatorId, owned.viewer.id)))
      .returning(ideaColumns);
    if (!updated) throw new NotFoundError(IDEA_MESSAGES.notFound);
    if (onSaved) await onSaved(tx, updated);
    const change = changeOf(owned.record, updated);
    if (change && onChange) await onChange(tx, change);
    return updated;
  });
  const dropped = (owned.record.photos ?? []).filter((url) => !data.photos.includes(url));
  if (dropped.length) await releasePhotos(dropped, owned.viewer.id, row.id);
  const record = { ...recordFor(row, owned.viewer), viewerWatching: owned.record.viewerWatching };
  return { idea: toIdeaDTO(record, owned.viewer), warnings };
}

/** Deletes an idea and its photos; only its creator may (403, nothing changed). */
export async function deleteIdea(id: string, viewer: Viewer, onChange?: IdeaChangeListener): Promise<void> {
  const owned = await ownedIdea(id, viewer, IDEA_MESSAGES.notAuthorizedToDelete);
  const { record } = owned;
  const row = await getDb().transaction(async (tx) => {
    // Told before the row goes: what follows the idea (its watchers) goes with it.
    if (onChange && isListed(record))
      await onChange(tx, {
        idea: { id: record.id, title: record.title, creatorId: record.creatorId },
        deleted: true,
      });
    const documentKeys = await removeDocumentRows(tx, [record.id]);
    const [deleted] = await tx
      .delete(ideas)
      .where(and(eq(ideas.id, record.id), eq(ideas.creatorId, owned.viewer.id)))
      .returning({ id: ideas.id, photos: ideas.photos });
    if (!deleted) throw new NotFoundError(IDEA_MESSAGES.notFound);
    return { ...deleted, documentKeys };
  });
  await deleteDocumentFiles(row.documentKeys);
  if (row.photos.length) await releasePhotos(row.photos, owned.viewer.id, row.id);
}

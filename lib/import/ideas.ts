import 'server-only';
import { EJSON } from 'bson';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { ideaColumnsOf } from '@/lib/ideas';
import { ideaColumns } from '@/lib/ideas';
import { listCategoryNames } from '@/lib/reference';
import { ideaInputSchema } from '@/lib/validation/idea';
import { ideas, users, type IdeaRow, type NewIdeaRow } from '@/models';
import { changedColumns, chunks, isPlainObject, unstorableText } from './compare';
import { splitRecords, type SourceFile } from './json-records';
import type { Finding, ImportReport, RecordRef } from './report';
import { describeIssues, fromBson, originalIdeaSchema } from './schemas';

/** Where ideas in a category we do not have go; it is seeded with the reference data. */
export const FALLBACK_CATEGORY = 'Other';

type IdeaValues = NewIdeaRow & { id: string; creatorId: string; createdAt: Date; updatedAt: Date };

interface PlannedIdea {
  ref: RecordRef;
  values: IdeaValues;
}

/** The creation time inside an ObjectId: its first 4 bytes are seconds since the epoch. */
const objectIdTime = (id: string) => new Date(parseInt(id.slice(0, 8), 16) * 1000);

/** Photo entries we can show are web addresses; the original form saved bare file names. */
const isWebAddress = (photo: string) => /^https?:\/\/\S+$/i.test(photo);

/** One `mongoexport` document as our row, or the reason it cannot be imported as it is. */
function planIdea(
  raw: { line: number; text: string },
  file: string,
  categories: Set<string>,
  notes: Finding[],
): PlannedIdea | Finding {
  const ref: RecordRef = { file, line: raw.line };
  let doc: unknown;
  try {
    doc = fromBson(EJSON.parse(raw.text, { relaxed: true }));
  } catch (error) {
    return { ...ref, message: `not valid Extended JSON (${(error as Error).message})` };
  }
  if (!isPlainObject(doc)) return { ...ref, message: 'not a document' };
  if (typeof doc._id === 'string') ref.id = doc._id;
  const meta = originalIdeaSchema.safeParse(doc);
  if (!meta.success) return { ...ref, message: describeIssues(meta.error) };
  const bad = unstorableText(doc);
  if (bad) return { ...ref, message: bad };
  const fields = ideaInputSchema.safeParse(doc);
  if (!fields.success) return { ...ref, message: describeIssues(fields.error) };

  const data = fields.data;
  let category = data.category;
  if (!categories.has(category)) {
    notes.push({
      ...ref,
      message: `category "${category}" is not one of ours: imported as ${FALLBACK_CATEGORY}`,
    });
    category = FALLBACK_CATEGORY;
  }
  const photos = data.photos.filter(isWebAddress);
  const dropped = data.photos.filter((p) => !isWebAddress(p));
  if (dropped.length) {
    notes.push({
      ...ref,
      message: `photos that are file names, not addresses, were left out: ${dropped.join(', ')}`,
    });
  }
  const { _id: id, creator, createdAt: created, updatedAt: updated } = meta.data;
  if (!created) notes.push({ ...ref, message: 'no createdAt: the time in its _id is used' });
  const createdAt = created ?? objectIdTime(id);
  return {
    ref,
    values: {
      ...ideaColumnsOf(data),
      id,
      creatorId: creator,
      category,
      photos,
      createdAt,
      updatedAt: updated ?? createdAt,
    },
  };
}

const BATCH = 500;

/**
 * Imports the original `ideas` collection, keeping `_id`, creator and dates; one transaction per
 * batch. `knownUserIds` are the users this run imported (or would, in a dry run).
 */
export async function importIdeas(
  file: SourceFile,
  report: ImportReport,
  knownUserIds: Set<string>,
): Promise<void> {
  const categories = new Set(await listCategoryNames());
  const firstLine = new Map<string, number>();
  const planned: PlannedIdea[] = [];
  for (const raw of splitRecords(file.name, file.text)) {
    const notes: Finding[] = [];
    const plan = planIdea(raw, file.name, categories, notes);
    if (!('values' in plan)) {
      report.ideas.skipped.push(plan);
      continue;
    }
    const earlier = firstLine.get(plan.values.id);
    if (earlier !== undefined) {
      report.ideas.skipped.push({ ...plan.ref, message: `the same _id is already on line ${earlier}` });
      continue;
    }
    firstLine.set(plan.values.id, plan.ref.line);
    report.notes.push(...notes);
    planned.push(plan);
  }
  for (const batch of chunks(planned, BATCH)) await importIdeaBatch(batch, report, knownUserIds);
}

async function importIdeaBatch(
  batch: PlannedIdea[],
  report: ImportReport,
  knownUserIds: Set<string>,
): Promise<void> {
  const db = getDb();
  const creatorIds = [...new Set(batch.map((p) => p.values.creatorId))].filter((id) => !knownUserIds.has(id));
  const [existing, creators] = await Promise.all([
    db
      .select(ideaColumns)
      .from(ideas)
      .where(
        inArray(
          ideas.id,
          batch.map((p) => p.values.id),
        ),
      ),
    creatorIds.length
      ? db.select({ id: users.id }).from(users).where(inArray(users.id, creatorIds))
      : Promise.resolve([]),
  ]);
  const rows = new Map(existing.map((r) => [r.id, r]));
  const present = new Set(creators.map((c) => c.id));

  const inserts: IdeaValues[] = [];
  const updates: { values: IdeaValues; changes: Partial<IdeaRow> }[] = [];
  let unchanged = 0;
  for (const { ref, values } of batch) {
    if (!knownUserIds.has(values.creatorId) && !present.has(values.creatorId)) {
      report.ideas.skipped.push({
        ...ref,
        message: `creator ${values.creatorId} is not a user here (not in the users or auth export, or skipped)`,
      });
      continue;
    }
    const row = rows.get(values.id);
    if (!row) {
      inserts.push(values);
      continue;
    }
    const changes = changedColumns<IdeaRow>(row as IdeaRow, values);
    if (Object.keys(changes).length) updates.push({ values, changes });
    else unchanged++;
  }
  if (!report.dryRun && (inserts.length || updates.length)) {
    await db.transaction(async (tx) => {
      if (inserts.length) await tx.insert(ideas).values(inserts);
      // updatedAt is always written: left out, the column's $onUpdate would stamp the import time.
      for (const { values, changes } of updates) {
        await tx
          .update(ideas)
          .set({ ...changes, updatedAt: values.updatedAt })
          .where(eq(ideas.id, values.id));
      }
    });
  }
  report.ideas.imported += inserts.length;
  report.ideas.updated += updates.length;
  report.ideas.unchanged += unchanged;
}

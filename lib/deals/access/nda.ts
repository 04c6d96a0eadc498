import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { isId } from '@/lib/core/ids';
import { ForbiddenError, InvalidError, NotFoundError } from '@/lib/core/errors';
import { IDEA_MESSAGES } from '@/lib/ideas/shared';
import { canOpenIdea, isWithdrawn, listingColumns } from '@/lib/ideas';
import { ACCESS_MESSAGES, ideaNdaInputSchema, type NdaDTO } from '@/lib/validation/access';
import { ideas, type Viewer } from '@/models';
import { STANDARD_NDA } from './nda/standard';

/** SHA-256 of an NDA text (UTF-8), hex: what every signed record names. */
export function ndaHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const STANDARD: NdaDTO = {
  version: STANDARD_NDA.version,
  hash: ndaHash(STANDARD_NDA.text),
  text: STANDARD_NDA.text,
  custom: false,
};

/** The platform's standard NDA with its hash. */
export const standardNda = (): NdaDTO => STANDARD;

/** The NDA of an idea: the creator's own text (versioned by its hash), else the standard one. */
export function ndaOf(ndaText: string | null): NdaDTO {
  if (!ndaText?.trim()) return STANDARD;
  const hash = ndaHash(ndaText);
  return { version: `custom-${hash.slice(0, 12)}`, hash, text: ndaText, custom: true };
}

/**
 * What the access rules read of an idea. `withdrawn`: also an idea its creator archived, which
 * nobody else may open (a new request to it is refused as such, 409, rather than 'not found').
 */
export async function findGateIdea(id: string, viewer: Viewer | null, { withdrawn = false } = {}) {
  if (!isId(id)) return null;
  const [row] = await getDb()
    .select({
      id: ideas.id,
      title: ideas.title,
      requireNDA: ideas.requireNDA,
      ndaText: ideas.ndaText,
      ndaAutoApprove: ideas.ndaAutoApprove,
      ...listingColumns,
    })
    .from(ideas)
    .where(eq(ideas.id, id.toLowerCase()))
    .limit(1);
  // An unlisted idea (pending or rejected review, hidden, suspended creator) exists only for its
  // creator and admins: nobody else may ask for it or read its NDA.
  return row && (canOpenIdea(row, viewer) || (withdrawn && isWithdrawn(row))) ? row : null;
}

export interface IdeaNda {
  nda: NdaDTO;
  /** Only for the idea's creator. */
  autoApprove?: boolean;
}

/** The NDA a requester signs for an idea; 404 like the idea; 400 when the idea is not gated. */
export async function getIdeaNda(ideaId: string, viewer: Viewer | null): Promise<IdeaNda> {
  const idea = await findGateIdea(ideaId, viewer);
  if (!idea) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (!idea.requireNDA) throw new InvalidError(ACCESS_MESSAGES.notGated);
  const owner = viewer?.id === idea.creatorId;
  return { nda: ndaOf(idea.ndaText), ...(owner ? { autoApprove: idea.ndaAutoApprove } : {}) };
}

/**
 * The creator sets the idea's own NDA text (empty or null: the standard NDA) and auto-approval.
 * Requests already made keep the text they signed.
 */
export async function setIdeaNda(ideaId: string, viewer: Viewer, input: unknown): Promise<IdeaNda> {
  const idea = await findGateIdea(ideaId, viewer);
  if (!idea) throw new NotFoundError(IDEA_MESSAGES.notFound);
  if (idea.creatorId !== viewer.id) throw new ForbiddenError(ACCESS_MESSAGES.onlyCreatorNda);
  const parsed = ideaNdaInputSchema.safeParse(input ?? {});
  if (!parsed.success) throw InvalidError.fromZod(parsed.error, 'Invalid NDA settings');
  const { text, autoApprove } = parsed.data;
  const changes = {
    ...(text !== undefined ? { ndaText: text ? text.replaceAll('\0', '') : null } : {}),
    ...(autoApprove !== undefined ? { ndaAutoApprove: autoApprove } : {}),
  };
  if (!Object.keys(changes).length) return { nda: ndaOf(idea.ndaText), autoApprove: idea.ndaAutoApprove };
  const [row] = await getDb()
    .update(ideas)
    .set(changes)
    .where(eq(ideas.id, idea.id))
    .returning({ ndaText: ideas.ndaText, ndaAutoApprove: ideas.ndaAutoApprove });
  if (!row) throw new NotFoundError(IDEA_MESSAGES.notFound);
  return { nda: ndaOf(row.ndaText), autoApprove: row.ndaAutoApprove };
}

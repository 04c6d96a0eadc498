import { notFound, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { Viewer } from '@/models';
import { NotFoundError } from '@/lib/core/errors';
import { getIdea } from '@/lib/ideas';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { anonymousDataRoomSummary, anonymousIdeaView, anonymousSimilarIdeas } from '@/lib/cache';
import type { DataRoomSummary } from '@/lib/ideas';
import { SIMILAR_DEFAULT } from '@/lib/validation/similar-ideas';
import { logger } from '@/lib/core/log';
import { trustSignals } from '@/lib/members';
import type { TrustSignalsView } from '@/components/profile/trust-texts';

function orNotFound(error: unknown): never {
  if (error instanceof NotFoundError) notFound();
  throw error;
}

/** The idea as `viewer` may see it (the edit page), or the not-found page. Not cached. */
export async function ideaOr404(id: string, viewer: Viewer | null): Promise<IdeaDTO> {
  return getIdea(id, viewer).catch(orNotFound);
}

/**
 * What anyone (and so search engines) may see, or the not-found page: the page itself, its
 * metadata, OG image and JSON-LD; `'archived'` when its creator archived it (the page says 'No
 * longer listed'). From the cache of anonymous reads.
 */
export const publicIdea = cache((id: string): Promise<IdeaDTO | 'archived'> =>
  anonymousIdeaView(id).then((view) => ('archived' in view ? 'archived' : view.idea), orNotFound),
);

/**
 * The creator's trust signals for the idea page, written into the cached page (regenerated with
 * it, at most five minutes old); null when they cannot be read, and the card leaves them out.
 */
export async function creatorTrust(creatorId: string): Promise<TrustSignalsView | null> {
  try {
    const trust = await trustSignals(creatorId);
    return { ...trust, memberSince: trust.memberSince.toISOString() };
  } catch (error) {
    logger.error({ err: error, creatorId }, 'trust signals of the idea page failed to load');
    return null;
  }
}

/**
 * The ideas like this one for the cached page (anonymous views, regenerated with it); none when
 * they cannot be read, and the page leaves the row out.
 */
export async function similarToIdea(id: string): Promise<IdeaDTO[]> {
  try {
    return await anonymousSimilarIdeas(id, SIMILAR_DEFAULT);
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error, ideaId: id }, 'similar ideas of the idea page failed to load');
    return [];
  }
}

/**
 * What a gated idea's data room holds, for the cached page; null for an open idea (its documents
 * would be shared under no NDA) or when it cannot be read (the page leaves it out).
 */
export async function dataRoomOf(idea: Pick<IdeaDTO, '_id' | 'requireNDA'>): Promise<DataRoomSummary | null> {
  if (!idea.requireNDA) return null;
  try {
    return await anonymousDataRoomSummary(idea._id);
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error, ideaId: idea._id }, 'the data room of the idea page failed to load');
    return null;
  }
}

import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Viewer } from '@/models';
import { NotFoundError } from '@/lib/core/errors';
import { getIdea } from '@/lib/ideas';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { anonymousIdea } from '@/lib/cache';

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
 * metadata, OG image and JSON-LD. From the cache of anonymous reads.
 */
export const publicIdea = cache((id: string): Promise<IdeaDTO> => anonymousIdea(id).catch(orNotFound));

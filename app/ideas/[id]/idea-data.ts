import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Viewer } from '@/lib/auth';
import { ApiError } from '@/lib/http/errors';
import { getIdea } from '@/lib/ideas';
import type { IdeaDTO } from '@/lib/ideas/types';

/** The idea as `viewer` may see it, or the not-found page. */
export async function ideaOr404(id: string, viewer: Viewer | null): Promise<IdeaDTO> {
  try {
    return await getIdea(id, viewer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** What anyone (and so search engines) may see: the source of metadata, OG images and JSON-LD. */
export const publicIdea = cache((id: string) => ideaOr404(id, null));

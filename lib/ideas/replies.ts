import 'server-only';
import { absoluteUrl } from '@/lib/core/config';
import type { IdeaDTO, IdeaWarning, SavedIdea } from './types';

/**
 * The API's form of an idea: photo addresses are absolute, so that clients on other origins (the
 * original single-page app) can show them. Pages keep the site-relative addresses.
 */
export function ideaForApi(idea: IdeaDTO): IdeaDTO {
  return {
    ...idea,
    creatorInfo: { ...idea.creatorInfo, photoURL: absoluteUrl(idea.creatorInfo.photoURL) },
    ...(idea.photos ? { photos: idea.photos.map((photo) => absoluteUrl(photo)) } : {}),
  };
}

/** POST and PUT answer the saved idea itself, plus `warnings` when entries of the body were dropped. */
export function savedIdeaForApi({ idea, warnings }: { idea: IdeaDTO; warnings: IdeaWarning[] }): SavedIdea {
  return { ...ideaForApi(idea), ...(warnings.length ? { warnings } : {}) };
}

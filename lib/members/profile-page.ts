import 'server-only';
import { cache } from 'react';
import type { Viewer } from '@/models';
import { listIdeas, parseIdeaListQuery } from '@/lib/ideas';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { logger } from '@/lib/core/log';
import { trustSignals, type TrustSignals } from '@/lib/members/trust-signals';
import { findPublicProfile, type PublicProfile } from './profile';

/** How many of a user's newest ideas their profile lists (a link leads to all of them). */
export const PROFILE_IDEAS_SHOWN = 6;

export type ProfilePageData =
  | {
      state: 'ok';
      profile: PublicProfile;
      /** The signed-in viewer; null for a visitor, who sees the public fields only. */
      viewer: Viewer | null;
      isOwn: boolean;
      ideas: IdeaDTO[];
      trust: TrustSignals;
    }
  | { state: 'not-found' }
  | { state: 'error' };

// One lookup per request, shared by the layout's existence check and the page.
const profileOnce = cache((userId: string) => findPublicProfile(userId));

/** What a profile page's title and description say of `userId` (its heading's name); null when unknown. */
export async function profileHeadline(userId: string): Promise<{ name: string; bio: string } | null> {
  const profile = await profileOnce(userId).catch(() => null);
  return profile && { name: profile.fullName || profile.displayName, bio: profile.bio };
}

/** True only when the user certainly does not exist (a failed lookup is the page's error state). */
export async function isMissingUser(userId: string): Promise<boolean> {
  try {
    return (await profileOnce(userId)) === null;
  } catch {
    return false;
  }
}

/**
 * A profile page: `userId`'s (anyone may see the public fields, trust signals and public ideas),
 * or with no `userId` the viewer's own.
 */
export async function loadProfilePage(viewer: Viewer | null, userId?: string): Promise<ProfilePageData> {
  try {
    const id = userId ?? viewer?.id;
    const profile = id ? await profileOnce(id) : null;
    if (!profile) return { state: 'not-found' };
    // As the viewer may see them: NDA-gated ideas of others stay locked.
    const { ideas } = await listIdeas(
      parseIdeaListQuery({ creator: profile.id, limit: String(PROFILE_IDEAS_SHOWN) }),
      viewer,
    );
    const trust = await trustSignals(profile.id);
    return { state: 'ok', profile, viewer, isOwn: profile.id === viewer?.id, ideas, trust };
  } catch (error) {
    logger.error({ err: error }, 'profile page failed to load');
    return { state: 'error' };
  }
}

import 'server-only';
import type { Viewer } from '@/lib/auth';
import { logger } from '@/lib/log';
import { findPublicProfile, type PublicProfile } from './profile';

export type ProfilePageData =
  | { state: 'ok'; profile: PublicProfile; viewer: Viewer; isOwn: boolean }
  | { state: 'not-found' }
  | { state: 'error' };

/** The profile a signed-in viewer's profile page shows: `userId`'s, or their own. */
export async function loadProfilePage(viewer: Viewer, userId?: string): Promise<ProfilePageData> {
  try {
    const profile = await findPublicProfile(userId ?? viewer.id);
    if (!profile) return { state: 'not-found' };
    return { state: 'ok', profile, viewer, isOwn: profile.id === viewer.id };
  } catch (error) {
    logger.error({ err: error }, 'profile page failed to load');
    return { state: 'error' };
  }
}

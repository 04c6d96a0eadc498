import { redirect } from 'next/navigation';
import { currentViewer, type Viewer } from '@/lib/auth';
import { loginUrlFor } from '@/lib/auth/callback-url';
import { logger } from '@/lib/log';
import { findPublicProfile, type PublicProfile } from './profile';

export type ProfilePageData =
  | { state: 'ok'; profile: PublicProfile; viewer: Viewer; isOwn: boolean }
  | { state: 'not-found' }
  | { state: 'error' };

/** The viewer (or a redirect to /login) and the profile a profile page shows. */
export async function loadProfilePage(path: string, userId?: string): Promise<ProfilePageData> {
  const viewer = await currentViewer();
  if (!viewer) redirect(loginUrlFor(path));
  try {
    const profile = await findPublicProfile(userId ?? viewer.id);
    if (!profile) return { state: 'not-found' };
    return { state: 'ok', profile, viewer, isOwn: profile.id === viewer.id };
  } catch (error) {
    logger.error({ err: error }, 'profile page failed to load');
    return { state: 'error' };
  }
}

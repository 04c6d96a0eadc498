import { unstable_rethrow } from 'next/navigation';
import { toShellViewer } from '@/components/layout/shell-viewer';
import { getViewer } from '@/lib/http/page-viewer';
import { firebaseWebConfig, getConfig } from '@/lib/core/config';
import { apiRoutes, ok } from '@/lib/http';
import { logger } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The page shell's viewer-specific bits (who is signed in, Firebase mode), asked by the browser:
 * the pages themselves are the same for everyone, so they can be cached.
 */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async () => {
    // The shell still renders (signed out) when the database is briefly unreachable.
    const viewer = await getViewer().catch((error: unknown) => {
      unstable_rethrow(error);
      logger.warn({ err: error }, 'could not read the viewer for the page shell');
      return null;
    });
    return ok(
      { viewer: toShellViewer(viewer), firebase: firebaseWebConfig(getConfig()) },
      { headers: { 'cache-control': 'private, no-store' } },
    );
  },
});

import type { z } from 'zod';
import type { shellViewerSchema } from '@/lib/validation/replies';
import type { Viewer } from '@/models';

/** What the site shell needs to know about the signed-in user (and nothing more goes to the browser). */
export type ShellViewer = z.infer<typeof shellViewerSchema>;

export type ShellUnread = ShellViewer['unread'];

export function toShellViewer(
  viewer: Viewer | null,
  unread: ShellUnread = { notifications: 0, messages: 0 },
): ShellViewer | null {
  return viewer
    ? {
        id: viewer.id,
        displayName: viewer.displayName,
        photoURL: viewer.photoURL,
        isAdmin: viewer.user.role === 'admin',
        passwordChangeAdvised: viewer.passwordChangeAdvised === true,
        unread,
      }
    : null;
}

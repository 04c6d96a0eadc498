import type { Viewer } from '@/models';

/** What the site shell needs to know about the signed-in user (and nothing more goes to the browser). */
export interface ShellViewer {
  id: string;
  displayName: string;
  photoURL: string;
  /** Shows the Admin entry in the menus (the admin area checks again on the server). */
  isAdmin: boolean;
}

export function toShellViewer(viewer: Viewer | null): ShellViewer | null {
  return viewer
    ? {
        id: viewer.id,
        displayName: viewer.displayName,
        photoURL: viewer.photoURL,
        isAdmin: viewer.user.role === 'admin',
      }
    : null;
}

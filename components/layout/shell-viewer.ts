import type { Viewer } from '@/lib/auth';

/** What the site shell needs to know about the signed-in user (and nothing more goes to the browser). */
export interface ShellViewer {
  id: string;
  displayName: string;
  photoURL: string;
}

export function toShellViewer(viewer: Viewer | null): ShellViewer | null {
  return viewer ? { id: viewer.id, displayName: viewer.displayName, photoURL: viewer.photoURL } : null;
}

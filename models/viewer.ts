import type { User } from './users';

/** The signed-in user behind a request, as every rule in lib/ sees them. */
export interface Viewer {
  id: string;
  email: string;
  displayName: string;
  photoURL: string;
  /** How the request proved who it is. */
  via: 'session' | 'token';
  /** When the session's holder signed in (sessions only; unknown for sessions older than this record). */
  signedInAt?: Date;
  /**
   * The session was opened with a password that breaks today's rules (too short or too common,
   * e.g. an account imported with its old password): the pages ask to change it.
   */
  passwordChangeAdvised?: boolean;
  user: User;
}

/** Whether the viewer may use the admin area (the admin pages and calls check this, never the menu). */
export const isAdmin = (viewer: Pick<Viewer, 'user'> | null): boolean => viewer?.user.role === 'admin';

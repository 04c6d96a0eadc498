import type { RegisterData } from '@/lib/validation/register';

export type IdentityResult = { ok: true } | { ok: false; message: string; errors?: Record<string, string> };
/** `signedIn: false`: the account exists but signing in failed (the page sends the user to /login). */
export type RegisterResult =
  { ok: true; signedIn: boolean } | { ok: false; message: string; errors?: Record<string, string> };

export interface Identity {
  /** Firebase mode handles Google itself; the default mode redirects through next-auth. */
  firebase: boolean;
  signInWithPassword(email: string, password: string): Promise<IdentityResult>;
  /** In the default mode this navigates away and resolves only on failure. */
  signInWithGoogle(callbackUrl: string): Promise<IdentityResult>;
  register(values: RegisterData): Promise<RegisterResult>;
  signOut(): Promise<void>;
}

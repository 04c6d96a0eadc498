/**
 * Why a guarded page sent the visitor to sign in, from the page it will return to; null when
 * nothing sent them (the plain /login link).
 */
export function loginReason(callbackUrl: string | string[] | undefined): string | null {
  const raw = Array.isArray(callbackUrl) ? callbackUrl[0] : callbackUrl;
  if (!raw) return null;
  const path = raw.split(/[?#]/)[0] ?? '';
  if (/^\/create-idea\/?$/.test(path)) return 'Sign in to submit an idea';
  if (/^\/ideas\/[^/]+\/edit\/?$/.test(path)) return 'Sign in to edit your idea';
  if (/^\/profile(\/edit)?\/?$/.test(path)) return 'Sign in to see your profile';
  return 'Please sign in to continue';
}

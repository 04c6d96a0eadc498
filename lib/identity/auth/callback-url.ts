/** Only same-site paths are followed after sign-in (no open redirects); anything else goes home. */
export function safeCallbackUrl(value: string | string[] | null | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return '/';
  let candidate = raw;
  // next-auth may hand back an absolute URL on our own origin.
  if (/^https?:\/\//i.test(candidate)) {
    try {
      const url = new URL(candidate);
      candidate = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return '/';
    }
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  if (candidate.startsWith('/login') || candidate.startsWith('/register')) return '/';
  return candidate;
}

/** Pages that need a signed-in user: the proxy redirects, and each page checks again. */
export const GUARDED_PATH =
  /^\/(create-idea|profile(\/edit)?|settings|messages(\/[^/]+)?|ideas\/[^/]+\/edit)\/?$/;

export function loginUrlFor(pathWithSearch: string): string {
  return `/login?callbackUrl=${encodeURIComponent(pathWithSearch)}`;
}

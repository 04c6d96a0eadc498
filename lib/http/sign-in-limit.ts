import 'server-only';
import { assertNotLimited, clientAddress } from '@/lib/platform/rate-limit';
import { siteUrl } from '@/lib/core/config';
import { RateLimitedError } from '@/lib/core/errors';
import { errorReply } from './reply';

/**
 * A credentials sign-in from an address or for an email that is rate-limited gets a 429 JSON
 * reply before next-auth runs. `url` carries `error=RateLimited` so next-auth's client reports it.
 */
export async function signInLimitReply(request: Request): Promise<Response | null> {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/callback/credentials'))
    return null;
  let email: string | undefined;
  try {
    const form = await request.clone().formData();
    const value = form.get('email');
    email = typeof value === 'string' && value.trim() ? value : undefined;
  } catch {
    email = undefined;
  }
  try {
    await assertNotLimited('sign-in', { ip: clientAddress(request.headers), email });
    return null;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) return errorReply(error);
    return Response.json(
      { success: false, message: error.message, url: `${siteUrl()}/login?error=RateLimited` },
      {
        status: 429,
        headers: { 'Retry-After': String(Math.max(1, error.retryAfterSeconds)), 'cache-control': 'no-store' },
      },
    );
  }
}

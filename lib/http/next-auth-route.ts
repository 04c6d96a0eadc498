import 'server-only';
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/identity';
import { InvalidError } from '@/lib/core/errors';
import { assertAcceptableText, fail, parseJsonBody } from './reply';
import { decodeComponent } from './request-input.mjs';
import { signInLimitReply } from './sign-in-limit';

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's endpoints (/api/auth/session, /csrf, /callback/…) behind the API's input boundary:
 * a body next-auth cannot read (bad JSON, broken form encoding, NUL) is a 400 JSON here instead of
 * a 500 inside it, and its own failures (plain-text or "[object Object]" bodies) become the API's
 * JSON error shape. Redirects and JSON replies pass through untouched.
 */
export async function nextAuthHandler(request: Request, context: Context): Promise<Response> {
  await assertReadableBody(request);
  const limited = await signInLimitReply(request);
  if (limited) return limited;
  const response = await NextAuth(request as never, context as never, authOptions());
  return asJsonFailure(response);
}

async function assertReadableBody(request: Request): Promise<void> {
  if (request.method !== 'POST') return;
  const type = request.headers.get('content-type') ?? '';
  const text = await request.clone().text();
  if (type.includes('application/json')) {
    parseJsonBody(text);
  } else if (type.includes('application/x-www-form-urlencoded')) {
    const fields: Record<string, string> = {};
    for (const pair of text.split('&')) {
      if (!pair) continue;
      const [rawName = '', rawValue = ''] = pair.split('=', 2);
      const name = decodeComponent(rawName, { plusIsSpace: true });
      const value = decodeComponent(rawValue, { plusIsSpace: true });
      if (name === null || value === null)
        throw new InvalidError(`The form field "${name ?? 'name'}" is not valid text`);
      fields[name] = value;
    }
    assertAcceptableText(fields);
  }
}

async function asJsonFailure(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  // next-auth's own HTML pages (the sign-out confirmation…): our pages sign in and out instead.
  if (type.includes('text/html')) return fail(404, 'There is no API at this address');
  // A sign-in or sign-out without a valid CSRF token: next-auth sends the browser back to its own
  // page (`?csrf=true`); the API says what is wrong instead of redirecting.
  if (isCsrfRefusal(response)) return fail(400, CSRF_REFUSED);
  const isJson = type.includes('application/json');
  if (response.status < 400 || isJson) return response;
  const text = (await response.text()).trim();
  const readable = text && text.length < 200 && !text.startsWith('[object') && !text.startsWith('<');
  return fail(
    response.status,
    readable ? text.replace(/^Error:\s*/, '') : 'The sign-in service could not process this request',
  );
}

const CSRF_REFUSED =
  'The CSRF token is missing or does not match: get one from GET /api/auth/csrf and send it as csrfToken';

function isCsrfRefusal(response: Response): boolean {
  if (response.status < 300 || response.status >= 400) return false;
  const location = response.headers.get('location') ?? '';
  const base = 'http://localhost';
  return URL.canParse(location, base) && new URL(location, base).searchParams.get('csrf') === 'true';
}

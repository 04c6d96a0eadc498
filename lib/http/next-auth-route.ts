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
  const isJson = type.includes('application/json');
  if (response.status < 400 || isJson) return response;
  const text = (await response.text()).trim();
  const readable = text && text.length < 200 && !text.startsWith('[object') && !text.startsWith('<');
  return fail(
    response.status,
    readable ? text.replace(/^Error:\s*/, '') : 'The sign-in service could not process this request',
  );
}

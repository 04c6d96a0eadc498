import { describe, expect, it } from 'vitest';
import { revokeApiToken, listApiTokens, requireViewer, viewerFromRequest } from '@/lib/identity/auth';
import { ForbiddenError, UnauthorizedError } from '@/lib/core/errors';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { BASE_URL } from './http';

const request = (headers: Record<string, string>, method = 'GET') =>
  new Request(`${BASE_URL}/api/ideas`, { method, headers });

describe('who is calling', () => {
  it('is nobody without credentials', async () => {
    expect(await viewerFromRequest(request({}))).toBeNull();
    await expect(requireViewer(request({}), 'Please sign in to submit an idea')).rejects.toThrow(
      new UnauthorizedError('Please sign in to submit an idea'),
    );
  });

  it('is the token owner with a bearer token, and nobody once the token is revoked', async () => {
    const user = await createUser();
    const headers = await bearerHeaders(user);
    const viewer = await viewerFromRequest(request(headers));
    expect(viewer).toMatchObject({ id: user.id, via: 'token' });
    const [token] = await listApiTokens(user.id);
    expect(await revokeApiToken(user.id, token!.id)).toBe(true);
    await expect(viewerFromRequest(request(headers))).rejects.toEqual(
      new UnauthorizedError('Invalid or revoked token', 'invalid_token'),
    );
  });

  it('rejects unknown and malformed bearer tokens with 401', async () => {
    await expect(viewerFromRequest(request({ authorization: 'Bearer idm_nope' }))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(viewerFromRequest(request({ authorization: 'Basic abc' }))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it('is the session user with a session cookie, and refuses cross-site writes', async () => {
    const user = await createUser();
    const headers = await cookieHeaders(user);
    expect(await viewerFromRequest(request(headers))).toMatchObject({ id: user.id, via: 'session' });
    expect(await viewerFromRequest(request(headers, 'POST'))).toMatchObject({ id: user.id });
    await expect(
      viewerFromRequest(request({ ...headers, origin: 'https://evil.example' }, 'POST')),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('ignores forged session cookies', async () => {
    const headers = { cookie: 'next-auth.session-token=forged.value.here' };
    expect(await viewerFromRequest(request(headers))).toBeNull();
  });
});

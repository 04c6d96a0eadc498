import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { POST as startConversationRoute } from '@/app/api/conversations/route';
import { POST as requestAccessRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { GET as exportData } from '@/app/api/profile/export/route';
import { POST as blockRoute } from '@/app/api/users/[id]/block/route';
import { DELETE as deleteProfile, GET as getProfile } from '@/app/api/profile/route';
import { GET as getIdea } from '@/app/api/ideas/[id]/route';
import { GET as listIdeas, POST as createIdea } from '@/app/api/ideas/route';
import { GET as presenceRoute } from '@/app/api/presence/route';
import { GET as openApi } from '@/app/api/openapi.json/route';
import { createEmailToken } from '@/lib/identity/accounts/email-tokens';
import { sendVerificationEmail } from '@/lib/identity/accounts/verification';
import { createApiToken } from '@/lib/identity/auth/api-tokens';
import { issueSessionToken, sessionCookieName } from '@/lib/identity/auth/session';
import { getDb, resultRows } from '@/lib/db';
import { unseal } from '@/lib/platform/security/sealed';
import { getPresenceHub } from '@/lib/platform/presence';
import { storage, uploadKeyFromUrl } from '@/lib/platform/storage';
import { hashPassword } from '@/lib/identity/users/passwords';
import { findUserById } from '@/lib/identity/users/queries';
import {
  accountExportSchema,
  type AccountExport,
  ACCOUNT_DELETED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  TOKEN_CANNOT_DELETE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@/lib/validation/account-data';
import { accounts, jobs, type User } from '@/models';
import { startAppServer } from './app-server';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { validIdea } from './ideas-fixtures';
import { fetchUpload, uploadIdeaPhoto } from './photo-fixtures';
import { startSmtpInbox } from './smtp-inbox';
import { onlineIdsOf, SseReader } from './sse';

const PASSWORD = 'Delete-me-password-1';

afterAll(async () => {
  await getPresenceHub().stop();
});

async function userWithPassword(overrides: Parameters<typeof createUser>[0] = {}): Promise<User> {
  return createUser({ passwordHash: await hashPassword(PASSWORD), ...overrides });
}

/** A session cookie signed in `ageMs` ago (issueSessionToken signs in now). */
async function sessionHeaders(user: User, ageMs = 0): Promise<Record<string, string>> {
  const extra = ageMs ? { authAt: Math.floor((Date.now() - ageMs) / 1000) } : {};
  const token = await issueSessionToken(user.id, extra, user.sessionEpoch);
  return { cookie: `${sessionCookieName()}=${token}`, origin: BASE_URL };
}

async function addIdea(user: User, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ _id: string }>(createIdea, '/api/ideas', {
    method: 'POST',
    body: validIdea(overrides),
    headers: await bearerHeaders(user),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body._id;
}

function deleteAccount(headers: Record<string, string>, body?: unknown) {
  return call<{ success: boolean; message: string; errors?: Record<string, string> }>(
    deleteProfile,
    '/api/profile',
    { method: 'DELETE', headers, body },
  );
}

const mailJobsTo = (email: string) =>
  getDb()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'to' = ${email}`));

/** How many rows of `table` belong to `userId` through `column`. */
async function countRows(table: string, column: string, userId: string): Promise<number> {
  const result = await getDb().execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
  );
  return resultRows<{ n: number }>(result)[0]!.n;
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('DELETE /api/profile', () => {
  it('needs a signed-in caller', async () => {
    const reply = await deleteAccount({}, { password: PASSWORD });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ success: false, message: 'Please sign in to delete your account' });
  });

  it('refuses a missing or wrong password and deletes nothing', async () => {
    const user = await userWithPassword();
    const ideaId = await addIdea(user);
    const token = await bearerHeaders(user);
    const session = await cookieHeaders(user);

    const missing = await deleteAccount(session);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: PASSWORD_REQUIRED_MESSAGE,
      errors: { password: PASSWORD_REQUIRED_MESSAGE },
    });
    const wrong = await deleteAccount(session, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      message: WRONG_PASSWORD_MESSAGE,
      errors: { password: WRONG_PASSWORD_MESSAGE },
    });
    const byToken = await deleteAccount(token, { password: 'not-the-password' });
    expect(byToken.status).toBe(400);

    expect(await findUserById(user.id)).not.toBeNull();
    expect((await call(getIdea, `/api/ideas/${ideaId}`, { params: { id: ideaId } })).status).toBe(200);
    expect((await call(getProfile, '/api/profile', { headers: token })).status).toBe(200);
    expect((await call(getProfile, '/api/profile', { headers: session })).status).toBe(200);
    expect(await mailJobsTo(user.email)).toEqual([]);
  });

  it('with the right password removes the account, its ideas, files, tokens, sessions and presence, and queues the mail', async () => {
    const user = await userWithPassword({ displayName: 'Leaving Lena' });
    const watcher = await createUser();
    const photo = await uploadIdeaPhoto(await bearerHeaders(user));
    const ideaId = await addIdea(user, { title: 'Idea that leaves with its creator', photos: [photo] });
    const gatedId = await addIdea(user, { title: 'Gated idea that leaves too', requireNDA: true });
    const token = await bearerHeaders(user);
    const session = await sessionHeaders(user);
    // Only its owner may fetch a photo until an idea shows it publicly: this one is public.
    expect((await fetchUpload(photo)).status).toBe(200);
    const key = uploadKeyFromUrl(photo)!;
    expect(await storage().size(key)).toBeGreaterThan(0);
    await getDb()
      .insert(accounts)
      .values({ userId: user.id, provider: 'google', providerAccountId: `g-${user.id}` });

    // The user is online, and another member watches the online list.
    const own = new AbortController();
    const ownStream = await presenceRoute(
      new Request(`${BASE_URL}/api/presence`, { headers: session, signal: own.signal }),
      undefined,
    );
    const other = new AbortController();
    const list = new SseReader(
      await presenceRoute(
        new Request(`${BASE_URL}/api/presence`, {
          headers: await cookieHeaders(watcher),
          signal: other.signal,
        }),
        undefined,
      ),
    );
    await list.waitFor((e) => e.event === 'online' && onlineIdsOf(e).includes(user.id));

    const reply = await deleteAccount(session, { password: PASSWORD });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ success: true, message: ACCOUNT_DELETED_MESSAGE });
    const cleared = reply.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=;`));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(cleared).toMatch(/Path=\//);

    // Off the online list at once, not after the grace period of a closed stream.
    await list.waitFor((e) => e.event === 'online' && !onlineIdsOf(e).includes(user.id), 2000);
    own.abort();
    await ownStream.body?.cancel().catch(() => {});
    other.abort();
    await list.cancel();

    expect(await findUserById(user.id)).toBeNull();
    for (const id of [ideaId, gatedId]) {
      const idea = await call(getIdea, `/api/ideas/${id}`, { params: { id } });
      expect(idea.status).toBe(404);
    }
    const listed = await call<{ ideas: { _id: string }[] }>(listIdeas, '/api/ideas?limit=1000');
    expect(listed.body.ideas.map((i) => i._id)).not.toContain(ideaId);
    const byCreator = await call<{ ideas: unknown[] }>(listIdeas, `/api/ideas?creator=${user.id}`);
    expect(byCreator.body.ideas).toEqual([]);

    expect((await fetchUpload(photo)).status).toBe(404);
    expect(await storage().size(key)).toBeNull();
    expect(await countRows('ideas', 'creator_id', user.id)).toBe(0);
    expect(await countRows('uploads', 'owner_id', user.id)).toBe(0);
    expect(await countRows('api_tokens', 'user_id', user.id)).toBe(0);
    expect(await countRows('presence', 'user_id', user.id)).toBe(0);
    expect(await countRows('accounts', 'user_id', user.id)).toBe(0);

    const byToken = await call(getProfile, '/api/profile', { headers: token });
    expect(byToken.status).toBe(401);
    const bySession = await call(getProfile, '/api/profile', { headers: session });
    expect(bySession.status).toBe(401);

    const mails = await mailJobsTo(user.email);
    expect(mails).toHaveLength(1);
    const payload = mails[0]!.payload as { to: string; template: string; sealedData: string };
    expect(payload).toMatchObject({ to: user.email, template: 'account-deleted' });
    expect(unseal(payload.sealedData)).toEqual({ displayName: 'Leaving Lena' });
  });

  it('drops links and mail still waiting for the address; a second delete finds nobody', async () => {
    const user = await userWithPassword();
    await getDb().transaction((tx) => sendVerificationEmail(tx, user));
    expect(await countRows('email_tokens', 'user_id', user.id)).toBe(1);
    expect((await mailJobsTo(user.email)).map((j) => (j.payload as { template: string }).template)).toEqual([
      'verify-email',
    ]);
    const token = await bearerHeaders(user);
    const reply = await deleteAccount(token, { password: PASSWORD });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // A bearer call sends no cookie, but the reply still tells a browser to forget one.
    expect(reply.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName()}=;`))).toBe(true);
    expect(await countRows('email_tokens', 'user_id', user.id)).toBe(0);
    expect((await mailJobsTo(user.email)).map((j) => (j.payload as { template: string }).template)).toEqual([
      'account-deleted',
    ]);
    expect((await deleteAccount(token, { password: PASSWORD })).status).toBe(401);
  });

  it('an account without a password needs a recent sign-in in the browser', async () => {
    const user = await createUser({ displayName: 'Google Only' });
    await getDb()
      .insert(accounts)
      .values({ userId: user.id, provider: 'google', providerAccountId: `g-${user.id}` });
    await addIdea(user);

    const stale = await deleteAccount(await sessionHeaders(user, 11 * 60_000));
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ success: false, message: SIGN_IN_AGAIN_MESSAGE });
    // Sessions from before the sign-in time was recorded cannot prove a recent one either.
    const untimed = await issueSessionToken(user.id, { authAt: undefined });
    const unknownAge = await deleteAccount({ cookie: `${sessionCookieName()}=${untimed}`, origin: BASE_URL });
    expect(unknownAge.status).toBe(403);
    const byToken = await deleteAccount(await bearerHeaders(user));
    expect(byToken.status).toBe(403);
    expect(byToken.body.message).toBe(TOKEN_CANNOT_DELETE_MESSAGE);
    expect(await findUserById(user.id)).not.toBeNull();

    const recent = await deleteAccount(await sessionHeaders(user, 60_000));
    expect(recent.status, JSON.stringify(recent.body)).toBe(200);
    expect(await findUserById(user.id)).toBeNull();
    expect(await countRows('ideas', 'creator_id', user.id)).toBe(0);
    expect(await countRows('accounts', 'user_id', user.id)).toBe(0);
  });
});

type AccountExportReply = AccountExport;

describe('GET /api/profile/export', () => {
  it('needs a signed-in caller', async () => {
    const reply = await call(exportData, '/api/profile/export');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ success: false, message: 'Please sign in to download your data' });
  });

  it('is a JSON file of everything held on the user, without any hash or secret', async () => {
    const user = await userWithPassword({ phone: '+1 555-0100', bio: 'Inventor of things' });
    const photo = await uploadIdeaPhoto(await bearerHeaders(user));
    const ideaId = await addIdea(user, { title: 'Exported public idea', photos: [photo] });
    const gatedId = await addIdea(user, {
      title: 'Exported gated idea',
      requireNDA: true,
      solutionDescription: 'Only the owner and approved buyers read this.',
    });
    const apiToken = await createApiToken(user.id, 'export script');
    const linkSecret = await createEmailToken(getDb(), {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      ttlMs: 60 * 60_000,
    });
    await getDb()
      .insert(accounts)
      .values({ userId: user.id, provider: 'google', providerAccountId: `g-${user.id}` });

    const response = await exportData(
      new Request(`${BASE_URL}/api/profile/export`, { headers: await cookieHeaders(user) }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ideas-marketplace-data-${today}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    // The reply is what the OpenAPI document says it is.
    expect(() => accountExportSchema.parse(JSON.parse(text))).not.toThrow();
    const data = JSON.parse(text) as {
      exportedAt: string;
      profile: Record<string, unknown>;
      signInMethods: string[];
      linkedProviders: { provider: string }[];
      ideas: { _id: string; title: string; solutionDescription?: string; photos?: string[] }[];
      uploads: {
        key: string;
        kind: string;
        contentType: string;
        size: number;
        url: string;
        originalName: string;
      }[];
      apiTokens: { name: string; prefix: string }[];
      emailLinks: { purpose: string; sentTo: string; usedAt: string | null }[];
    };

    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      phone: '+1 555-0100',
      bio: 'Inventor of things',
      status: 'active',
      emailVerifiedAt: null,
    });
    expect(data.signInMethods).toEqual(['credentials', 'google']);
    expect(data.linkedProviders.map((p) => p.provider)).toEqual(['google']);
    expect(data.ideas.map((i) => i._id).sort()).toEqual([ideaId, gatedId].sort());
    // The owner's view: the gated idea in full.
    expect(data.ideas.find((i) => i._id === gatedId)!.solutionDescription).toBe(
      'Only the owner and approved buyers read this.',
    );
    expect(data.ideas.find((i) => i._id === ideaId)!.photos).toEqual([`http://localhost:3000${photo}`]);
    expect(data.uploads).toEqual([
      expect.objectContaining({
        key: uploadKeyFromUrl(photo),
        kind: 'idea_photo',
        contentType: 'image/webp',
        originalName: 'cover.png',
        url: `http://localhost:3000${photo}`,
      }),
    ]);
    expect(data.apiTokens).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'export script', prefix: apiToken.prefix })]),
    );
    expect(data.emailLinks).toEqual([
      expect.objectContaining({ purpose: 'reset-password', sentTo: user.email, usedAt: null }),
    ]);

    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    // No field about a password at all (a reset link's purpose, 'reset-password', is the only mention).
    expect(keysOf(data).filter((key) => /password|hash|secret/i.test(key))).toEqual([]);
    expect(text.toLowerCase().replaceAll('"reset-password"', '')).not.toContain('password');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(user.passwordHash!);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(apiToken.token);
    expect(text).not.toContain(sha256(apiToken.token));
    expect(text).not.toContain(linkSecret);
    expect(text).not.toContain(sha256(linkSecret));
    expect(text).not.toMatch(/hash/i);
  });

  it('holds the deal room too: the NDAs signed (with where from), conversations, messages, blocks, notifications', async () => {
    const creator = await userWithPassword();
    const buyer = await userWithPassword();
    const gated = await addIdea(creator, { title: 'Gated for export', requireNDA: true });
    const open = await addIdea(creator, { title: 'Open for export' });
    const requested = await call<{ request: { _id: string } }>(
      requestAccessRoute,
      `/api/ideas/${gated}/access-requests`,
      {
        method: 'POST',
        headers: { ...(await bearerHeaders(buyer)), 'user-agent': 'ExportTest/1.0' },
        params: { id: gated },
        body: { fullName: 'Buyer Fullname', agree: true, message: 'Intro' },
      },
    );
    expect(requested.status).toBe(201);
    const started = await call<{ conversation: { _id: string } }>(
      startConversationRoute,
      '/api/conversations',
      {
        method: 'POST',
        headers: await bearerHeaders(buyer),
        body: { ideaId: open, message: 'Is the open idea still for sale?' },
      },
    );
    expect(started.status).toBe(201);
    const blocked = await createUser();
    expect(
      (
        await call(blockRoute, `/api/users/${blocked.id}/block`, {
          method: 'POST',
          headers: await bearerHeaders(buyer),
          params: { id: blocked.id },
        })
      ).status,
    ).toBe(200);

    const mine = await call<AccountExportReply>(exportData, '/api/profile/export', {
      headers: await bearerHeaders(buyer),
    });
    expect(() => accountExportSchema.parse(mine.body)).not.toThrow();
    expect(mine.body.accessRequests).toEqual([
      expect.objectContaining({
        ideaId: gated,
        status: 'pending',
        fullName: 'Buyer Fullname',
        userAgent: 'ExportTest/1.0',
      }),
    ]);
    // The request's intro message started a thread of its own.
    expect(mine.body.conversations.map((c) => c.ideaId)).toEqual([open, gated]);
    expect(mine.body.conversations[0]!._id).toBe(started.body.conversation._id);
    expect(mine.body.messagesSent.map((m) => m.body)).toEqual(['Intro', 'Is the open idea still for sale?']);
    expect(mine.body.blockedMembers.map((b) => b.userId)).toEqual([blocked.id]);
    const theirs = await call<AccountExportReply>(exportData, '/api/profile/export', {
      headers: await bearerHeaders(creator),
    });
    expect(theirs.body.notifications.map((n) => n.type)).toEqual(['new-message', 'access-requested']);
    expect(theirs.body.notificationSettings['access-requested']).toEqual({ inApp: true, email: true });
  });

  it('answers a bearer token too', async () => {
    const user = await createUser();
    const reply = await call<{ profile: { email: string } }>(exportData, '/api/profile/export', {
      headers: await bearerHeaders(user),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.profile.email).toBe(user.email);
  });
});

describe('the OpenAPI document', () => {
  it('describes deleting the account and downloading the data', async () => {
    const doc = (await (await openApi(new Request(`${BASE_URL}/api/openapi.json`), {})).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
    const remove = doc.paths['/api/profile']!.delete!;
    expect(Object.keys(remove.responses).sort()).toEqual(['200', '400', '401', '403', '429']);
    expect(JSON.stringify(remove.requestBody)).toContain('DeleteAccountInput');
    expect(Object.keys(doc.paths['/api/profile']!).sort()).toEqual(['delete', 'get', 'put']);
    const download = doc.paths['/api/profile/export']!.get!;
    expect(Object.keys(download.responses).sort()).toEqual(['200', '401']);
    expect(doc.components.schemas.AccountExport).toBeDefined();
  });
});

describe('account deletion on the running server', () => {
  it('mails the confirmation to the old address over SMTP', async () => {
    const inbox = await startSmtpInbox();
    const server = await startAppServer({ SMTP_URL: inbox.url, JOB_POLL_MS: '100' });
    try {
      const email = `leaving-${Date.now()}@example.test`;
      const registered = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          displayName: 'Server Leaver',
        }),
      });
      expect(registered.status, await registered.text()).toBe(201);
      const created = await fetch(`${server.url}/api/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'leaving', email, password: PASSWORD }),
      });
      const { token } = (await created.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

      const deleted = await fetch(`${server.url}/api/profile`, {
        method: 'DELETE',
        headers: auth,
        body: JSON.stringify({ password: PASSWORD }),
      });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ success: true, message: ACCOUNT_DELETED_MESSAGE });

      const mail = await inbox.waitFor(
        (m) => m.to.includes(email) && m.subject === 'Your account was deleted',
      );
      expect(mail.text).toContain('Server Leaver');
      expect(mail.text).toContain('were deleted');
      const after = await fetch(`${server.url}/api/profile`, { headers: auth });
      expect(after.status).toBe(401);
    } finally {
      await server.stop();
      await inbox.stop();
    }
  }, 180_000);
});

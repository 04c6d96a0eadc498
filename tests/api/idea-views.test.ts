import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getIdeaRoute } from '@/app/api/ideas/[id]/route';
import { GET as viewsRoute } from '@/app/api/ideas/[id]/views/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { GET as exportRoute } from '@/app/api/profile/export/route';
import { getDb } from '@/lib/db';
import { openApiDocument } from '@/lib/openapi/document';
import { ideaViewsReplySchema } from '@/lib/validation/idea-views';
import { ideaViews, type User } from '@/models';
import { decideAccess, requestAccess, requester } from './access-fixtures';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { validIdea } from './ideas-fixtures';
import { fetchUpload, uploadIdeaPhoto } from './photo-fixtures';

// The view log (DESIGN.md section 14): reads of a gated idea's full content by anyone but its
// creator, coalesced per viewer, idea, surface and hour; the creator sees and exports it.

type Headers = Record<string, string>;

let creator: User;
let creatorAuth: Headers;

async function createIdea(requireNDA: boolean, photos: string[] = []): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    body: validIdea({ requireNDA, photos }),
    headers: creatorAuth,
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

const decide = (action: 'approve' | 'revoke', requestId: string) =>
  decideAccess(action, requestId, creatorAuth);

/** A member holding an approved access request to `ideaId`. */
const approvedReader = (ideaId: string, name = 'Reader Rita') =>
  requester(ideaId, creatorAuth, 'approved', name);

const readIdea = (id: string, headers: Headers, query = '') =>
  call<{ ndaLocked: boolean; problemDescription?: string }>(getIdeaRoute, `/api/ideas/${id}${query}`, {
    headers,
    params: { id },
  });

/** The log's rows of `ideaId` (every hour, every viewer), as stored. */
const rowsOf = (ideaId: string, viewerId?: string) =>
  getDb()
    .select()
    .from(ideaViews)
    .where(
      viewerId
        ? and(eq(ideaViews.ideaId, ideaId), eq(ideaViews.viewerId, viewerId))
        : eq(ideaViews.ideaId, ideaId),
    );

const viewLog = (id: string, headers: Headers, query = '') =>
  viewsRoute(new Request(new URL(`/api/ideas/${id}/views${query}`, BASE_URL), { headers }), {
    params: Promise.resolve({ id }),
  });

beforeAll(async () => {
  creator = await createUser({ displayName: 'Grace Creator' });
  creatorAuth = await bearerHeaders(creator);
});

describe('reads of a gated idea by an approved requester', () => {
  it('are logged per surface and coalesced per hour: the API, the idea page and the photo files', async () => {
    const photo = await uploadIdeaPhoto(creatorAuth);
    const id = await createIdea(true, [photo]);
    const { user, headers } = await approvedReader(id);

    for (let i = 0; i < 2; i += 1) expect((await readIdea(id, headers)).body.ndaLocked).toBe(false);
    // The idea page's island asks the same call, marked as the page (with the session cookie).
    const cookie = await cookieHeaders(user);
    for (let i = 0; i < 2; i += 1)
      expect((await readIdea(id, cookie, '?via=page')).body.ndaLocked).toBe(false);
    for (let i = 0; i < 2; i += 1) expect((await fetchUpload(photo, headers)).status).toBe(200);

    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.viewerId, row.surface, row.count]).sort()).toEqual(
      [
        [user.id, 'api', 2],
        [user.id, 'page', 2],
        [user.id, 'photo', 2],
      ].sort(),
    );
    for (const row of rows) {
      expect(row.hour.getTime() % 3_600_000).toBe(0);
      expect(row.lastAt.getTime()).toBeGreaterThanOrEqual(row.firstAt.getTime());
      expect(row.firstAt.getTime()).toBeGreaterThanOrEqual(row.hour.getTime());
    }
  });

  it('are not logged for the creator, for an open idea, nor for pending and revoked requesters', async () => {
    const photo = await uploadIdeaPhoto(creatorAuth);
    const id = await createIdea(true, [photo]);
    expect((await readIdea(id, creatorAuth)).body.ndaLocked).toBe(false);
    expect((await readIdea(id, creatorAuth, '?via=page')).status).toBe(200);
    expect((await fetchUpload(photo, creatorAuth)).status).toBe(200);

    const pending = await createUser();
    const pendingAuth = await bearerHeaders(pending);
    await requestAccess(id, pendingAuth);
    const asPending = await readIdea(id, pendingAuth);
    expect(asPending.body.ndaLocked).toBe(true);
    expect(asPending.body.problemDescription).toBeUndefined();
    expect((await fetchUpload(photo, pendingAuth)).status).toBe(404);

    const revoked = await approvedReader(id);
    const revokedAuth = revoked.headers;
    await decide('revoke', revoked.requestId);
    expect((await readIdea(id, revokedAuth)).body.ndaLocked).toBe(true);
    expect((await fetchUpload(photo, revokedAuth)).status).toBe(404);
    expect(await rowsOf(id)).toEqual([]);

    const openPhoto = await uploadIdeaPhoto(creatorAuth);
    const open = await createIdea(false, [openPhoto]);
    const reader = await bearerHeaders(await createUser());
    expect((await readIdea(open, reader)).body.problemDescription).toBeTruthy();
    expect((await fetchUpload(openPhoto, reader)).status).toBe(200);
    expect(await rowsOf(open)).toEqual([]);
  });

  it('by an admin are logged (the photo file), and the admin gets the original', async () => {
    const photo = await uploadIdeaPhoto(creatorAuth);
    const id = await createIdea(true, [photo]);
    const admin = await createUser({ role: 'admin' });
    expect((await fetchUpload(photo, await bearerHeaders(admin))).status).toBe(200);
    expect((await rowsOf(id, admin.id)).map((row) => [row.surface, row.count])).toEqual([['photo', 1]]);
  });
});

describe('GET /api/ideas/{id}/views', () => {
  it('gives the creator each viewer’s reads per surface, as JSON and as CSV', async () => {
    const photo = await uploadIdeaPhoto(creatorAuth);
    const id = await createIdea(true, [photo]);
    const { user, headers } = await approvedReader(id, 'Ada, "the" Reader');
    await readIdea(id, headers);
    await readIdea(id, headers);
    await fetchUpload(photo, headers);

    const reply = await viewLog(id, creatorAuth);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    const body = ideaViewsReplySchema.parse(await reply.json());
    expect(
      body.views.map((view) => [view.viewer._id, view.viewer.displayName, view.surface, view.count]).sort(),
    ).toEqual(
      [
        [user.id, 'Ada, "the" Reader', 'api', 2],
        [user.id, 'Ada, "the" Reader', 'photo', 1],
      ].sort(),
    );
    for (const view of body.views)
      expect(Date.parse(view.lastAt)).toBeGreaterThanOrEqual(Date.parse(view.firstAt));

    const csv = await viewLog(id, await cookieHeaders(creator), '?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="idea-[0-9a-f]{24}-views\.csv"$/,
    );
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('viewer_id,viewer_name,surface,first_at,last_at,count');
    expect(lines.slice(1).sort()).toEqual(
      body.views
        .map(
          (view) =>
            `${user.id},"Ada, ""the"" Reader",${view.surface},${view.firstAt},${view.lastAt},${view.count}`,
        )
        .sort(),
    );
  });

  it('is refused to everyone else: 403 for other members (the reader too), 401 anonymous, 404 unknown idea', async () => {
    const id = await createIdea(true);
    const { headers } = await approvedReader(id);
    for (const who of [headers, await bearerHeaders(await createUser())]) {
      const reply = await viewLog(id, who);
      expect(reply.status).toBe(403);
      expect(await reply.json()).toMatchObject({ success: false });
    }
    expect((await viewLog(id, {})).status).toBe(401);
    expect((await viewLog('0'.repeat(24), creatorAuth)).status).toBe(404);
    expect((await viewLog(id, creatorAuth, '?format=xml')).status).toBe(400);
  });

  it('is in the OpenAPI document with its reply schema', () => {
    const doc = openApiDocument();
    const get = doc.paths?.['/api/ideas/{id}/views']?.get;
    expect(get).toBeDefined();
    expect(
      Object.keys(
        get!.responses?.['200'] && 'content' in get!.responses['200'] ? get!.responses['200'].content! : {},
      ),
    ).toEqual(['application/json', 'text/csv']);
  });
});

describe('the data export', () => {
  it('holds the member’s own reads of gated ideas', async () => {
    const id = await createIdea(true);
    const { user, headers } = await approvedReader(id);
    await readIdea(id, headers);
    const reply = await call<{
      ideaViews: { ideaId: string; surface: string; count: number; hour: string }[];
    }>(exportRoute, '/api/profile/export', { headers });
    expect(reply.status).toBe(200);
    expect(reply.body.ideaViews).toEqual([expect.objectContaining({ ideaId: id, surface: 'api', count: 1 })]);
    // The creator's export does not list others' reads of their idea as their own.
    const mine = await call<{ ideaViews: unknown[] }>(exportRoute, '/api/profile/export', {
      headers: creatorAuth,
    });
    expect(mine.body.ideaViews).toEqual([]);
    expect(user.id).not.toBe(creator.id);
  });
});

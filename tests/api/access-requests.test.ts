import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { DELETE as withdrawRoute } from '@/app/api/access-requests/[id]/route';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { GET as pdfRoute } from '@/app/api/access-requests/[id]/nda.pdf/route';
import { GET as listRequestsRoute } from '@/app/api/access-requests/route';
import { POST as requestRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { GET as ndaRoute, PUT as putNdaRoute } from '@/app/api/ideas/[id]/nda/route';
import { GET as getIdeaRoute, PUT as putIdeaRoute } from '@/app/api/ideas/[id]/route';
import { GET as listIdeasRoute, POST as postIdea } from '@/app/api/ideas/route';
import { STANDARD_NDA, ndaHash } from '@/lib/deals/access';
import { getDb } from '@/lib/db';
import { openApiDocument } from '@/lib/openapi/document';
import { accessRequestSchema } from '@/lib/validation/access';
import { accessRequestEvents, accessRequests, type User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser, withSettings } from './fixtures';
import { BASE_URL, call } from './http';
import { validIdea } from './ideas-fixtures';
import { fetchUpload, uploadIdeaPhoto } from './photo-fixtures';

// The NDA deal room (DESIGN.md sections 6 and 8): access requests, their transitions and refusals,
// the signed NDA, and approved requesters reading a gated idea on every surface (and nobody else).

type Headers = Record<string, string>;
type Request = {
  _id: string;
  status: string;
  history: { status: string; at: string; by: string | null; reason?: string }[];
  [key: string]: unknown;
};
type Idea = Record<string, unknown> & { _id: string; ndaLocked: boolean; access: string };

const SECRET_WORD = 'quokkaflux';
const GATED_KEYS = ['problemDescription', 'solutionDescription', 'additionalNotes', 'photos'];

let creator: User;
let creatorAuth: Headers;

async function auth(user: User): Promise<Headers> {
  return bearerHeaders(user);
}

async function createIdea(overrides: Record<string, unknown>, headers = creatorAuth): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    body: validIdea(overrides),
    headers,
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

const requestAccess = (
  ideaId: string,
  headers: Headers,
  body: unknown = { fullName: 'Ada Lovelace', agree: true },
) =>
  call<{ success: boolean; request: Request; message?: string; errors?: Record<string, string> }>(
    requestRoute,
    `/api/ideas/${ideaId}/access-requests`,
    {
      method: 'POST',
      body,
      headers: { ...headers, 'user-agent': 'vitest-agent/1.0', 'x-client-address': '203.0.113.7' },
      params: { id: ideaId },
    },
  );

const decide = (action: 'approve' | 'reject' | 'revoke', id: string, headers: Headers, body?: unknown) =>
  call<{ success: boolean; request: Request; message?: string }>(
    decideRoute,
    `/api/access-requests/${id}/${action}`,
    { method: 'POST', body, headers, params: { id, action } },
  );

const withdraw = (id: string, headers: Headers) =>
  call<{ success: boolean; request: Request; message?: string }>(
    withdrawRoute,
    `/api/access-requests/${id}`,
    {
      method: 'DELETE',
      headers,
      params: { id },
    },
  );

const listRequests = (query: string, headers: Headers) =>
  call<{ success: boolean; requests: Request[]; message?: string }>(
    listRequestsRoute,
    `/api/access-requests${query}`,
    { headers },
  );

const detail = (id: string, headers: Headers = {}) =>
  call<Idea>(getIdeaRoute, `/api/ideas/${id}`, { headers, params: { id } });

const list = (query: string, headers: Headers = {}) =>
  call<{ ideas: Idea[] }>(listIdeasRoute, `/api/ideas?${query}`, { headers });

function fetchPdf(id: string, headers: Headers) {
  return pdfRoute(new Request(new URL(`/api/access-requests/${id}/nda.pdf`, BASE_URL), { headers }), {
    params: Promise.resolve({ id }),
  });
}

/** The text on a PDF's pages, as a reader extracts it (pdf.js, through the fonts' Unicode maps). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

beforeAll(async () => {
  creator = await createUser({ displayName: 'Grace Creator' });
  creatorAuth = await auth(creator);
});

describe('the NDA of an idea', () => {
  it('is the versioned standard text with its SHA-256, or the creator’s own text', async () => {
    const id = await createIdea({ requireNDA: true });
    const reply = await call<{ success: boolean; nda: Record<string, unknown> }>(
      ndaRoute,
      `/api/ideas/${id}/nda`,
      {
        params: { id },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.nda).toEqual({
      version: STANDARD_NDA.version,
      hash: ndaHash(STANDARD_NDA.text),
      text: STANDARD_NDA.text,
      custom: false,
    });
    expect(reply.body.nda.hash).toMatch(/^[0-9a-f]{64}$/);

    const own = 'My own confidentiality terms.\n\nKeep it secret.';
    const stranger = await auth(await createUser());
    const refused = await call(putNdaRoute, `/api/ideas/${id}/nda`, {
      method: 'PUT',
      body: { text: own },
      headers: stranger,
      params: { id },
    });
    expect(refused.status).toBe(403);
    const set = await call<{ nda: Record<string, unknown>; autoApprove: boolean }>(
      putNdaRoute,
      `/api/ideas/${id}/nda`,
      { method: 'PUT', body: { text: own }, headers: creatorAuth, params: { id } },
    );
    expect(set.status).toBe(200);
    const hash = ndaHash(own);
    expect(set.body.nda).toEqual({ version: `custom-${hash.slice(0, 12)}`, hash, text: own, custom: true });
    expect(set.body.autoApprove).toBe(false);
    const read = await call<{ nda: { custom: boolean } }>(ndaRoute, `/api/ideas/${id}/nda`, {
      params: { id },
    });
    expect(read.body.nda.custom).toBe(true);
    expect(read.body).not.toHaveProperty('autoApprove');

    const requester = await auth(await createUser());
    const signed = await requestAccess(id, requester);
    expect(signed.status).toBe(201);
    expect(signed.body.request).toMatchObject({ ndaVersion: `custom-${hash.slice(0, 12)}`, ndaHash: hash });

    // Back to the standard text: what was signed stays as signed.
    await call(putNdaRoute, `/api/ideas/${id}/nda`, {
      method: 'PUT',
      body: { text: '' },
      headers: creatorAuth,
      params: { id },
    });
    const [row] = await getDb()
      .select({ ndaText: accessRequests.ndaText, ndaCustom: accessRequests.ndaCustom })
      .from(accessRequests)
      .where(eq(accessRequests.id, signed.body.request._id));
    expect(row).toEqual({ ndaText: own, ndaCustom: true });
    expect(
      (await call<{ nda: { custom: boolean } }>(ndaRoute, `/api/ideas/${id}/nda`, { params: { id } })).body
        .nda.custom,
    ).toBe(false);
  });

  it('is set on the idea body too (ndaText, ndaAutoApprove); a body without them keeps them', async () => {
    const own = 'Idea form NDA: keep everything secret.';
    const id = await createIdea({ requireNDA: true, ndaText: own, ndaAutoApprove: true });
    const readNda = async () =>
      (
        await call<{ nda: { text: string; custom: boolean }; autoApprove: boolean }>(
          ndaRoute,
          `/api/ideas/${id}/nda`,
          {
            headers: creatorAuth,
            params: { id },
          },
        )
      ).body;
    expect(await readNda()).toMatchObject({ nda: { text: own, custom: true }, autoApprove: true });

    // The original client's PUT never names them: they stay.
    const put = (body: Record<string, unknown>) =>
      call(putIdeaRoute, `/api/ideas/${id}`, {
        method: 'PUT',
        body: validIdea({ requireNDA: true, ...body }),
        headers: creatorAuth,
        params: { id },
      });
    const kept = await put({ title: 'Renamed NDA idea' });
    expect(kept.status).toBe(200);
    expect(Object.keys(kept.body)).not.toContain('ndaText');
    expect(await readNda()).toMatchObject({ nda: { text: own, custom: true }, autoApprove: true });

    expect((await put({ ndaText: '', ndaAutoApprove: false })).status).toBe(200);
    expect(await readNda()).toMatchObject({
      nda: { text: STANDARD_NDA.text, custom: false },
      autoApprove: false,
    });

    const tooLong = await put({ ndaText: 'x'.repeat(20_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toHaveProperty('ndaText');
  });

  it('is 404 for an unknown idea and 400 for an idea without an NDA', async () => {
    const missing = 'f'.repeat(24);
    const unknown = await call(ndaRoute, `/api/ideas/${missing}/nda`, { params: { id: missing } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Idea not found' });
    const open = await createIdea({ requireNDA: false });
    const reply = await call(ndaRoute, `/api/ideas/${open}/nda`, { params: { id: open } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, message: 'This idea does not require an NDA' });
  });
});

describe('requesting access', () => {
  it('records the signature and answers the request in the documented shape', async () => {
    const id = await createIdea({ requireNDA: true, title: 'Signed idea' });
    const user = await createUser({ displayName: 'Ada Requester' });
    const reply = await requestAccess(id, await cookieHeaders(user), {
      fullName: '  Ada Lovelace ',
      agree: true,
      message: 'Hello, I invest in hardware.',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    const request = reply.body.request;
    expect(accessRequestSchema.strict().parse(request)).toEqual(request);
    expect(Object.keys(request).sort()).toEqual(
      [
        '_id',
        'ideaId',
        'ideaTitle',
        'requester',
        'status',
        'fullName',
        'message',
        'ndaVersion',
        'ndaHash',
        'createdAt',
        'decidedAt',
        'history',
      ].sort(),
    );
    expect(request).toMatchObject({
      ideaId: id,
      ideaTitle: 'Signed idea',
      requester: { _id: user.id, displayName: 'Ada Requester' },
      status: 'pending',
      fullName: 'Ada Lovelace',
      message: 'Hello, I invest in hardware.',
      ndaVersion: '1.0',
      ndaHash: ndaHash(STANDARD_NDA.text),
      decidedAt: null,
    });
    expect(request.history).toEqual([{ status: 'pending', at: request.createdAt, by: user.id }]);
    const [row] = await getDb().select().from(accessRequests).where(eq(accessRequests.id, request._id));
    expect(row).toMatchObject({
      ip: '203.0.113.7',
      userAgent: 'vitest-agent/1.0',
      ndaText: STANDARD_NDA.text,
      ndaCustom: false,
    });
  });

  it('is refused: signed out 401, own idea 400, idea without NDA 400, not agreed 400, unknown idea 404', async () => {
    const gated = await createIdea({ requireNDA: true });
    const open = await createIdea({ requireNDA: false });
    const user = await auth(await createUser());

    expect((await requestAccess(gated, {})).status).toBe(401);

    const own = await requestAccess(gated, creatorAuth);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You created this idea: you do not need to request access');

    const notGated = await requestAccess(open, user);
    expect(notGated.status).toBe(400);
    expect(notGated.body.message).toBe('This idea does not require an NDA');

    for (const body of [{ fullName: 'Ada Lovelace' }, { fullName: 'Ada Lovelace', agree: false }]) {
      const notAgreed = await requestAccess(gated, user, body);
      expect(notAgreed.status).toBe(400);
      expect(notAgreed.body.errors).toEqual({ agree: 'Please agree to the terms of this NDA' });
    }
    const noName = await requestAccess(gated, user, { fullName: ' ', agree: true });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty('fullName');

    const missing = 'e'.repeat(24);
    expect((await requestAccess(missing, user)).status).toBe(404);
    expect(await getDb().select().from(accessRequests).where(eq(accessRequests.ideaId, gated))).toEqual([]);
  });

  it('allows one open request per idea and user (409), and a new one after a rejection or withdrawal', async () => {
    const id = await createIdea({ requireNDA: true });
    const user = await auth(await createUser());
    const first = await requestAccess(id, user);
    expect(first.status).toBe(201);
    const again = await requestAccess(id, user);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have an open access request for this idea');

    expect((await withdraw(first.body.request._id, user)).status).toBe(200);
    const second = await requestAccess(id, user);
    expect(second.status).toBe(201);
    expect((await decide('reject', second.body.request._id, creatorAuth)).status).toBe(200);
    const third = await requestAccess(id, user);
    expect(third.status).toBe(201);
    expect((await decide('approve', third.body.request._id, creatorAuth)).status).toBe(200);
    expect((await requestAccess(id, user)).status).toBe(409);
  });

  it('is approved at once on an idea with auto-approve, and the history shows both steps', async () => {
    const id = await createIdea({ requireNDA: true });
    const on = await call(putNdaRoute, `/api/ideas/${id}/nda`, {
      method: 'PUT',
      body: { autoApprove: true },
      headers: creatorAuth,
      params: { id },
    });
    expect(on.status).toBe(200);
    const requester = await createUser();
    const headers = await auth(requester);
    const reply = await requestAccess(id, headers);
    expect(reply.status).toBe(201);
    const request = reply.body.request;
    expect(request.status).toBe('approved');
    expect(request.decidedAt).not.toBeNull();
    expect(request.history.map((h) => [h.status, h.by])).toEqual([
      ['pending', requester.id],
      ['approved', null],
    ]);
    const idea = await detail(id, headers);
    expect(idea.body).toMatchObject({ ndaLocked: false, access: 'approved' });
  });
});

describe('deciding on a request', () => {
  it('walks every allowed transition and writes a history row for each', async () => {
    const id = await createIdea({ requireNDA: true });
    const requester = await createUser();
    const headers = await auth(requester);

    const pending = (await requestAccess(id, headers)).body.request;
    const approved = await decide('approve', pending._id, creatorAuth);
    expect(approved.status).toBe(200);
    expect(approved.body.request.status).toBe('approved');
    expect(approved.body.request.decidedAt).not.toBeNull();
    const revoked = await decide('revoke', pending._id, creatorAuth, { reason: 'Talks ended' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.request.history.map(({ status, by, reason }) => ({ status, by, reason }))).toEqual([
      { status: 'pending', by: requester.id, reason: undefined },
      { status: 'approved', by: creator.id, reason: undefined },
      { status: 'revoked', by: creator.id, reason: 'Talks ended' },
    ]);
    const rows = await getDb()
      .select()
      .from(accessRequestEvents)
      .where(eq(accessRequestEvents.requestId, pending._id));
    expect(rows).toHaveLength(3);

    const second = (await requestAccess(id, headers)).body.request;
    const rejected = await decide('reject', second._id, creatorAuth, { reason: 'Not a fit' });
    expect(rejected.body.request.status).toBe('rejected');
    expect(rejected.body.request.history.at(-1)).toMatchObject({ status: 'rejected', reason: 'Not a fit' });

    const third = (await requestAccess(id, headers)).body.request;
    const withdrawn = await withdraw(third._id, headers);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.request.history.map((h) => [h.status, h.by])).toEqual([
      ['pending', requester.id],
      ['withdrawn', requester.id],
    ]);
  });

  it('refuses anyone but the creator (403), unknown requests (404) and moves the state does not allow (409)', async () => {
    const id = await createIdea({ requireNDA: true });
    const requesterHeaders = await auth(await createUser());
    const stranger = await auth(await createUser());
    const request = (await requestAccess(id, requesterHeaders)).body.request;

    for (const action of ['approve', 'reject', 'revoke'] as const) {
      for (const headers of [stranger, requesterHeaders]) {
        const reply = await decide(action, request._id, headers);
        expect(reply.status).toBe(403);
        expect(reply.body.message).toBe('Only the creator of the idea can decide on its access requests');
      }
      expect((await decide(action, request._id, {})).status).toBe(401);
      expect((await decide(action, 'a'.repeat(24), creatorAuth)).status).toBe(404);
      expect((await decide(action, 'not-an-id', creatorAuth)).status).toBe(404);
    }
    expect((await withdraw(request._id, stranger)).status).toBe(403);
    expect((await withdraw(request._id, creatorAuth)).status).toBe(403);
    // No other move exists.
    const unknown = await call(decideRoute, `/api/access-requests/${request._id}/accept`, {
      method: 'POST',
      headers: creatorAuth,
      params: { id: request._id, action: 'accept' },
    });
    expect(unknown.status).toBe(404);

    const notApproved = await decide('revoke', request._id, creatorAuth);
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.message).toBe('A pending request cannot be revoked');
    expect((await decide('approve', request._id, creatorAuth)).status).toBe(200);
    expect((await decide('approve', request._id, creatorAuth)).status).toBe(409);
    expect((await decide('reject', request._id, creatorAuth)).status).toBe(409);
    expect((await withdraw(request._id, requesterHeaders)).status).toBe(409);
    expect((await decide('revoke', request._id, creatorAuth)).status).toBe(200);
    expect((await decide('revoke', request._id, creatorAuth)).status).toBe(409);
    expect((await decide('approve', request._id, creatorAuth)).status).toBe(409);

    const tooLong = await decide(
      'reject',
      (await requestAccess(id, requesterHeaders)).body.request._id,
      creatorAuth,
      {
        reason: 'x'.repeat(1001),
      },
    );
    expect(tooLong.status).toBe(400);
  });

  it('lists incoming and outgoing requests, by status, to their parties only', async () => {
    const owner = await createUser();
    const ownerAuth = await auth(owner);
    const id = await createIdea({ requireNDA: true, title: 'Listed idea' }, ownerAuth);
    const a = await createUser();
    const b = await createUser();
    const ra = (await requestAccess(id, await auth(a))).body.request;
    const rb = (await requestAccess(id, await auth(b))).body.request;
    await decide('approve', rb._id, ownerAuth);

    const incoming = await listRequests('?role=incoming', ownerAuth);
    expect(incoming.status).toBe(200);
    expect(incoming.body.requests.map((r) => r._id).sort()).toEqual([ra._id, rb._id].sort());
    const approved = await listRequests('?role=incoming&status=approved', ownerAuth);
    expect(approved.body.requests.map((r) => r._id)).toEqual([rb._id]);
    expect(approved.body.requests[0]!.history.map((h) => h.status)).toEqual(['pending', 'approved']);

    const outgoing = await listRequests('?role=outgoing', await auth(a));
    expect(outgoing.body.requests.map((r) => r._id)).toEqual([ra._id]);
    expect((await listRequests('?role=incoming', await auth(a))).body.requests).toEqual([]);

    expect((await listRequests('?role=sideways', ownerAuth)).status).toBe(400);
    expect((await listRequests('?status=maybe', ownerAuth)).status).toBe(400);
    expect((await listRequests('', {})).status).toBe(401);
  });
});

describe('the signed NDA as a PDF', () => {
  it('holds the typed name, the hash, the parties and the idea, for the two parties only', async () => {
    const id = await createIdea({ requireNDA: true, title: 'PDF idea' });
    const requester = await createUser({ displayName: 'Pdf Requester' });
    const headers = await auth(requester);
    const request = (await requestAccess(id, headers, { fullName: 'Katherine Johnson', agree: true })).body
      .request;

    for (const who of [headers, creatorAuth]) {
      const reply = await fetchPdf(request._id, who);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('application/pdf');
      expect(reply.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await reply.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain('Katherine Johnson');
      expect(text).toContain(request.ndaHash);
      expect(text).toContain('PDF idea');
      expect(text).toContain('Grace Creator');
      expect(text).toContain('203.0.113.7');
      expect(text).toContain('Mutual Non-Disclosure Agreement');
    }

    const stranger = await fetchPdf(request._id, await auth(await createUser()));
    expect(stranger.status).toBe(404);
    expect((await fetchPdf(request._id, {})).status).toBe(401);
  });

  it('draws names and texts beyond Latin-1; a character the font lacks becomes “?” with a note', async () => {
    const id = await createIdea({
      requireNDA: true,
      title: 'Проект «Чай» — Ελληνικά',
      ndaText: 'Стороны соглашаются хранить тайну. Τα μέρη συμφωνούν. 秘密保持.',
    });
    const requester = await createUser();
    const headers = await auth(requester);
    const request = (await requestAccess(id, headers, { fullName: 'Ольга Петрова-Γιώργος', agree: true }))
      .body.request;
    const reply = await fetchPdf(request._id, headers);
    expect(reply.status).toBe(200);
    const text = await pdfText(new Uint8Array(await reply.arrayBuffer()));
    expect(text).toContain('Ольга Петрова-Γιώργος');
    expect(text).toContain('Проект «Чай» — Ελληνικά');
    expect(text).toContain('Стороны соглашаются хранить тайну. Τα μέρη συμφωνούν. ????.');
    expect(text).toContain('shown as “?”');
    expect(text).toContain(request.ndaHash);
  });
});

describe('what an approved requester sees, and nobody else (the NDA leak matrix)', () => {
  it('detail, list cards, search on the hidden text and photo files follow the request state', async () => {
    const photo = await uploadIdeaPhoto(creatorAuth);
    const id = await createIdea({
      requireNDA: true,
      title: 'Matrix idea',
      problemDescription: `A hidden problem about the ${SECRET_WORD} market.`,
      photos: [photo],
    });

    const make = async () => {
      const user = await createUser();
      return { user, headers: await auth(user) };
    };
    const [pending, rejected, revoked, withdrawn, approved] = await Promise.all([
      make(),
      make(),
      make(),
      make(),
      make(),
    ]);
    const requestOf = async (who: { headers: Headers }) =>
      (await requestAccess(id, who.headers)).body.request._id;

    await requestOf(pending);
    await decide('reject', await requestOf(rejected), creatorAuth);
    const revokedRequest = await requestOf(revoked);
    await decide('approve', revokedRequest, creatorAuth);
    await withdraw(await requestOf(withdrawn), withdrawn.headers);
    await decide('approve', await requestOf(approved), creatorAuth);

    type Case = { name: string; headers: Headers; access: string; sees: boolean };
    const cases = async (revokedState: 'approved' | 'revoked'): Promise<Case[]> => [
      { name: 'anonymous', headers: {}, access: 'none', sees: false },
      { name: 'pending', headers: pending.headers, access: 'pending', sees: false },
      { name: 'rejected', headers: rejected.headers, access: 'rejected', sees: false },
      { name: 'revoked', headers: revoked.headers, access: revokedState, sees: revokedState === 'approved' },
      { name: 'withdrawn', headers: withdrawn.headers, access: 'none', sees: false },
      { name: 'approved', headers: approved.headers, access: 'approved', sees: true },
      {
        name: 'approved (cookie)',
        headers: await cookieHeaders(approved.user),
        access: 'approved',
        sees: true,
      },
      { name: 'creator', headers: creatorAuth, access: 'owner', sees: true },
    ];

    const check = async ({ name, headers, access, sees }: Case) => {
      const one = await detail(id, headers);
      expect(one.status, name).toBe(200);
      expect({ ndaLocked: one.body.ndaLocked, access: one.body.access }, name).toEqual({
        ndaLocked: !sees,
        access,
      });
      for (const key of GATED_KEYS) expect(Object.hasOwn(one.body, key), `${name}: ${key}`).toBe(sees);
      if (sees) expect(one.body.problemDescription).toContain(SECRET_WORD);
      if (name !== 'anonymous') expect(one.headers.get('cache-control'), name).toBe('private, no-store');
      expect(JSON.stringify(one.body).includes(SECRET_WORD), name).toBe(sees);

      const cards = await list(`creator=${creator.id}&limit=100`, headers);
      const card = cards.body.ideas.find((idea) => idea._id === id)!;
      expect({ ndaLocked: card.ndaLocked, access: card.access }, `${name} card`).toEqual({
        ndaLocked: !sees,
        access,
      });
      expect(JSON.stringify(cards.body).includes(SECRET_WORD), `${name} list`).toBe(sees);

      const found = await list(`search=${SECRET_WORD}`, headers);
      expect(found.status).toBe(200);
      expect(
        found.body.ideas.map((idea) => idea._id),
        `${name} search`,
      ).toEqual(sees ? [id] : []);

      const file = await fetchUpload(photo, headers);
      expect(file.status, `${name} photo`).toBe(sees ? 200 : 404);
      if (sees) expect(file.headers.get('cache-control')).toBe('private, no-store');
    };

    for (const viewer of await cases('approved')) await check(viewer);

    // Revoking ends access at once, on every surface.
    const revoke = await decide('revoke', revokedRequest, creatorAuth);
    expect(revoke.status).toBe(200);
    for (const viewer of await cases('revoked')) await check(viewer);
  });

  it('an approval on one idea unlocks nothing of another gated idea of the same creator', async () => {
    const first = await createIdea({
      requireNDA: true,
      problemDescription: 'first hidden wombatquasar text',
    });
    const second = await createIdea({
      requireNDA: true,
      problemDescription: 'second hidden wombatquasar text',
    });
    const user = await auth(await createUser());
    await decide('approve', (await requestAccess(first, user)).body.request._id, creatorAuth);
    expect((await detail(first, user)).body.ndaLocked).toBe(false);
    expect((await detail(second, user)).body).toMatchObject({ ndaLocked: true, access: 'none' });
    const found = await list('search=wombatquasar', user);
    expect(found.body.ideas.map((idea) => idea._id)).toEqual([first]);
  });
});

describe('limits and documentation', () => {
  withSettings({ RATE_LIMIT_PER_EMAIL: '2' });

  it('limits access requests per user (429 with Retry-After)', async () => {
    const user = await auth(await createUser());
    const ideas = [];
    for (let i = 0; i < 3; i++) ideas.push(await createIdea({ requireNDA: true }));
    expect((await requestAccess(ideas[0]!, user)).status).toBe(201);
    expect((await requestAccess(ideas[1]!, user)).status).toBe(201);
    const limited = await requestAccess(ideas[2]!, user);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many access requests/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user from the same address is not held back by the first one's allowance.
    expect((await requestAccess(ideas[2]!, await auth(await createUser()))).status).toBe(201);
  });

  it('are documented in the OpenAPI document', () => {
    const paths = Object.keys(openApiDocument().paths ?? {});
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ideas/{id}/nda',
        '/api/ideas/{id}/access-requests',
        '/api/access-requests',
        '/api/access-requests/{id}',
        '/api/access-requests/{id}/approve',
        '/api/access-requests/{id}/reject',
        '/api/access-requests/{id}/revoke',
        '/api/access-requests/{id}/nda.pdf',
      ]),
    );
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { canOpenIdea, ideaForApi, listIdeas, listIdeasReply, toIdeaDTO, type IdeaDTO } from '@/lib/ideas';
import { parseIdeaListQuery } from '@/lib/ideas/list-query';
import { findIdeaRecord } from '@/lib/ideas/queries';
import { accessRequests, ideas, type NewIdeaRow, type User, type Viewer } from '@/models';
import { eq } from 'drizzle-orm';
import { createUser, viewerOf } from './fixtures';
import { insertIdeas } from './ideas-fixtures';

/**
 * Lists and searches of ideas are written as JSON by the database (lib/ideas/idea-json.ts); an
 * idea's page, its API call, writes and the data export shape records with `toIdeaDTO`. The two
 * must never tell a viewer different things: every kind of idea, for every kind of viewer, reads
 * the same both ways, in the pages' form and in the API's (absolute addresses).
 */

let creator: User;
const viewers: Record<string, Viewer | null> = { anonymous: null };
let ideaIds: string[] = [];

const KINDS: Partial<NewIdeaRow>[] = [
  { title: 'Open idea', photos: ['/api/uploads/a.webp', 'https://cdn.example.test/b.webp'] },
  {
    title: 'Gated idea',
    requireNDA: true,
    photos: ['/api/uploads/c.webp'],
    additionalNotes: 'Secret notes',
    teaser: 'A public "teaser" with\nquotes, a line break and ünïcode',
  },
  { title: 'Phone idea', contactPreference: 'Phone', requireNDA: true },
  { title: 'Messaging idea', contactPreference: 'Messaging' },
  { title: 'Pending idea', reviewStatus: 'pending' },
  { title: 'Rejected idea', reviewStatus: 'rejected', reviewReason: 'Too vague', requireNDA: true },
  { title: 'Hidden idea', hiddenAt: new Date('2026-01-02T03:04:05.678Z'), hiddenReason: 'Spam' },
  { title: 'Hidden without reason', hiddenAt: new Date('2026-01-02T03:04:05Z'), hiddenReason: null },
  { title: 'Suspended creator', creatorSuspended: true },
  // Withdrawn by the creator (`status: 'archived'` for them); archived and hidden, `review` too.
  { title: 'Archived idea', archivedAt: new Date('2026-02-03T04:05:06.789Z') },
  { title: 'Archived and hidden', archivedAt: new Date(), hiddenAt: new Date(), hiddenReason: 'Spam' },
  // Legacy or imported values outside the enums read as the spec's fallbacks.
  {
    title: 'Legacy values',
    type: 'Gadget' as never,
    protectionStatus: 'Pending' as never,
    contactPreference: 'Fax' as never,
    desiredPrice: 1234.5,
  },
  { title: 'Cents', desiredPrice: 99999.99, createdAt: new Date('2025-06-30T23:59:59.999Z') },
];

beforeAll(async () => {
  creator = await createUser({
    displayName: 'Creator',
    phone: '+44 20 7946 0000',
    photoURL: '/api/uploads/avatar.webp',
    emailVerifiedAt: new Date(),
  });
  const admin = await createUser({ displayName: 'Admin', role: 'admin' });
  const member = await createUser({ displayName: 'Member' });
  ideaIds = await insertIdeas(creator, KINDS);
  const requesters: Record<string, User> = {};
  for (const status of ['pending', 'approved', 'rejected', 'revoked', 'withdrawn'] as const) {
    const user = await createUser({ displayName: `Requester ${status}` });
    requesters[status] = user;
    for (const ideaId of ideaIds)
      await getDb().insert(accessRequests).values({
        ideaId,
        requesterId: user.id,
        status,
        fullName: user.displayName,
        ndaVersion: '1',
        ndaHash: 'hash',
        ndaText: 'NDA',
      });
  }
  Object.assign(viewers, {
    creator: viewerOf(creator),
    admin: viewerOf(admin),
    member: viewerOf(member),
    ...Object.fromEntries(Object.entries(requesters).map(([status, user]) => [status, viewerOf(user)])),
  });
});

/** What `toIdeaDTO` makes of the idea for the viewer; null where they may not open it. */
async function recordDto(id: string, viewer: Viewer | null): Promise<IdeaDTO | null> {
  const record = await findIdeaRecord(id, viewer?.id);
  if (!record || !canOpenIdea(record, viewer)) return null;
  return toIdeaDTO(record, viewer);
}

describe('ideas written by the database', () => {
  it('list as toIdeaDTO shapes them, for every kind of viewer and idea, in the pages and in the API', async () => {
    const query = parseIdeaListQuery(new URLSearchParams({ creator: creator.id, limit: '50' }));
    let compared = 0;
    for (const [name, viewer] of Object.entries(viewers)) {
      const page = await listIdeas(query, viewer);
      const expected = (await Promise.all(ideaIds.map((id) => recordDto(id, viewer)))).filter(
        (idea): idea is IdeaDTO =>
          idea !== null &&
          ((idea.review === undefined && !idea.title.startsWith('Archived')) || idea.access === 'owner'),
      );
      // Lists show a viewer the listed ideas and their own: the creator sees every kind.
      expect(page.ideas.length).toBe(name === 'creator' ? ideaIds.length : ideaIds.length - 7);
      const byId = (ideas: IdeaDTO[]) => [...ideas].sort((a, b) => a._id.localeCompare(b._id));
      expect({ viewer: name, ideas: byId(page.ideas) }).toEqual({ viewer: name, ideas: byId(expected) });
      const reply = JSON.parse((await listIdeasReply(query, viewer)).text) as { ideas: IdeaDTO[] };
      expect({ viewer: name, ideas: reply.ideas }).toEqual({
        viewer: name,
        ideas: page.ideas.map(ideaForApi),
      });
      compared += page.ideas.length;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('make site-relative addresses absolute in the API only', async () => {
    const query = parseIdeaListQuery(new URLSearchParams({ creator: creator.id, search: 'Open idea' }));
    const [reply] = (JSON.parse((await listIdeasReply(query, null)).text) as { ideas: IdeaDTO[] }).ideas;
    expect(reply!.photos).toEqual([`${siteUrl()}/api/uploads/a.webp`, 'https://cdn.example.test/b.webp']);
    expect(reply!.creatorInfo.photoURL).toBe(`${siteUrl()}/api/uploads/avatar.webp`);
    const [onPage] = (await listIdeas(query, null)).ideas;
    expect(onPage!.photos).toEqual(['/api/uploads/a.webp', 'https://cdn.example.test/b.webp']);
  });

  it('follow a change of the idea at once', async () => {
    const query = parseIdeaListQuery(new URLSearchParams({ creator: creator.id, search: 'Open idea' }));
    await getDb().update(ideas).set({ requireNDA: true }).where(eq(ideas.id, ideaIds[0]!));
    const [idea] = (await listIdeas(query, null)).ideas;
    expect(idea!.ndaLocked).toBe(true);
    expect(idea!.problemDescription).toBeUndefined();
    expect(idea!.photos).toBeUndefined();
  });
});

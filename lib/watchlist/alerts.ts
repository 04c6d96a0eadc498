import 'server-only';
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { siteUrl } from '@/lib/core/config';
import { NotFoundError } from '@/lib/core/errors';
import { formatPrice } from '@/lib/core/format';
import { logger } from '@/lib/core/log';
import { getDb } from '@/lib/db';
import { getIdea, listIdeas, type IdeaDTO } from '@/lib/ideas';
import { defineJob } from '@/lib/platform/jobs';
import { enqueueMail, hasOptedOut } from '@/lib/platform/mail';
import { ideas, users } from '@/models';
import { savedSearchAnnouncements, savedSearches, type SavedSearch } from '@/models/watchlist';
import { APPROVED_JOB, DIGEST_JOB, MATCH_JOB, scheduleDailyDigest } from './alert-schedule';
import { savedListQuery } from './saved-searches';

/**
 * Alerts of saved searches. A search matches the ideas that its list query finds for an anonymous
 * viewer (`listIdeas(query, null)`: never by a gated idea's hidden texts) among those created
 * after its `announceAfter` (or, for an idea that waited for review, approved after it). Each idea
 * is announced once per search: the announcement's primary
 * key, written in the transaction that queues its mail. Instant searches are mailed by the match
 * run that follows a publication; daily ones collect announcements that the digest job mails.
 */

const TOPIC = 'saved-search-alerts' as const;
/** Newest matches read per page, and pages at most per run: a run looks at the newest ideas only. */
const MATCH_PAGE = 50;
const MATCH_PAGES = 4;
/** Ideas listed in one mail. */
const SHOWN = 20;

type AlertingSearch = Pick<SavedSearch, 'id' | 'userId' | 'name' | 'query' | 'alert' | 'announceAfter'> & {
  email: string;
  displayName: string;
};

/** The ideas the search finds for anyone, published after its `announceAfter`, newest first. */
export async function newMatches(search: Pick<SavedSearch, 'query' | 'announceAfter'>): Promise<IdeaDTO[]> {
  const query = savedListQuery(search.query);
  if (!query) return [];
  const found: IdeaDTO[] = [];
  for (let page = 1; page <= MATCH_PAGES; page += 1) {
    const { ideas } = await listIdeas(
      { ...query, sort: 'newest', page, limit: MATCH_PAGE, cursor: undefined, mine: false },
      null,
    );
    const fresh = ideas.filter((idea) => new Date(idea.createdAt) > search.announceAfter);
    found.push(...fresh);
    if (fresh.length < ideas.length || ideas.length < MATCH_PAGE) break;
  }
  return found;
}

const searchUrl = (query: string) => `${siteUrl()}/ideas${query ? `?${query}` : ''}`;

/** An idea as an alert shows it: its public fields only. */
const shown = (idea: IdeaDTO) => ({
  title: idea.title,
  category: idea.category,
  price: formatPrice(idea.desiredPrice),
  url: `${siteUrl()}/ideas/${idea._id}`,
});

async function mailAlert(
  tx: Parameters<typeof enqueueMail>[0],
  search: AlertingSearch,
  ideas: IdeaDTO[],
  daily: boolean,
): Promise<void> {
  await enqueueMail(
    tx,
    search.email,
    'saved-search-alert',
    {
      displayName: search.displayName,
      searchName: search.name,
      daily,
      total: ideas.length,
      ideas: ideas.slice(0, SHOWN).map(shown),
      searchUrl: searchUrl(search.query),
      manageUrl: `${siteUrl()}/saved`,
    },
    { unsubscribe: { userId: search.userId, topic: TOPIC } },
  );
}

const isMissingSearch = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23503';

/** Records the search's matches once each; an instant search's are mailed at once (unless its member opted out). */
async function announce(search: AlertingSearch, found: IdeaDTO[]): Promise<void> {
  if (!found.length) return;
  const optedOut = search.alert === 'instant' && (await hasOptedOut(search.userId, TOPIC));
  try {
    await getDb().transaction(async (tx) => {
      const inserted = await tx
        .insert(savedSearchAnnouncements)
        .values(found.map((idea) => ({ savedSearchId: search.id, ideaId: idea._id })))
        .onConflictDoNothing()
        .returning({ ideaId: savedSearchAnnouncements.ideaId });
      if (!inserted.length || search.alert !== 'instant') return;
      const ids = new Set(inserted.map((row) => row.ideaId));
      if (!optedOut)
        await mailAlert(
          tx,
          search,
          found.filter((idea) => ids.has(idea._id)),
          false,
        );
      await tx
        .update(savedSearchAnnouncements)
        .set({ sentAt: new Date() })
        .where(
          and(
            eq(savedSearchAnnouncements.savedSearchId, search.id),
            inArray(savedSearchAnnouncements.ideaId, [...ids]),
          ),
        );
    });
  } catch (error) {
    // Deleted meanwhile: nothing to announce.
    if (!isMissingSearch(error)) throw error;
  }
}

const alertingColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  query: savedSearches.query,
  alert: savedSearches.alert,
  announceAfter: savedSearches.announceAfter,
  email: users.email,
  displayName: users.displayName,
};

/** Matches every search whose alerts are on against the newest ideas. */
export async function matchAlertingSearches(): Promise<void> {
  const searches = await getDb()
    .select(alertingColumns)
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(ne(savedSearches.alert, 'off'));
  for (const search of searches) await announce(search, await newMatches(search));
}

/**
 * The search's list as anyone sees it, newest first, read down to the idea's creation: the idea
 * when the search finds it. An idea that waited for review was created recently, so few pages.
 */
async function findIdea(
  search: Pick<SavedSearch, 'query'>,
  idea: { id: string; createdAt: Date },
): Promise<IdeaDTO | null> {
  const query = savedListQuery(search.query);
  if (!query) return null;
  for (let page = 1; page <= MATCH_PAGES; page += 1) {
    const { ideas: found } = await listIdeas(
      { ...query, sort: 'newest', page, limit: MATCH_PAGE, cursor: undefined, mine: false },
      null,
    );
    const hit = found.find((listed) => listed._id === idea.id);
    if (hit) return hit;
    const last = found.at(-1);
    if (found.length < MATCH_PAGE || !last || new Date(last.createdAt) < idea.createdAt) return null;
  }
  return null;
}

/**
 * An idea approved after it was created, or relisted by its creator, is published only now:
 * announced to the alerting searches saved since it was created (those saved before find it in
 * their usual run; each search hears of an idea once).
 */
export async function matchApprovedIdea(ideaId: string): Promise<void> {
  const db = getDb();
  const [idea] = await db
    .select({ id: ideas.id, createdAt: ideas.createdAt })
    .from(ideas)
    .where(eq(ideas.id, ideaId));
  if (!idea) return;
  const searches = await db
    .select(alertingColumns)
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(ne(savedSearches.alert, 'off'), gte(savedSearches.announceAfter, idea.createdAt)));
  for (const search of searches) {
    const found = await findIdea(search, idea);
    if (found) await announce(search, [found]);
  }
}

/** Mails each daily search's unsent announcements as one digest, of the ideas still public. */
export async function sendDailyDigests(now = new Date()): Promise<void> {
  await matchAlertingSearches();
  const db = getDb();
  const waiting = await db
    .selectDistinct(alertingColumns)
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .innerJoin(savedSearchAnnouncements, eq(savedSearchAnnouncements.savedSearchId, savedSearches.id))
    .where(and(eq(savedSearches.alert, 'daily'), isNull(savedSearchAnnouncements.sentAt)));
  for (const search of waiting) {
    const pending = await db
      .select({ ideaId: savedSearchAnnouncements.ideaId })
      .from(savedSearchAnnouncements)
      .where(
        and(eq(savedSearchAnnouncements.savedSearchId, search.id), isNull(savedSearchAnnouncements.sentAt)),
      )
      .orderBy(sql`${savedSearchAnnouncements.matchedAt} desc`);
    const ideas: IdeaDTO[] = [];
    for (const { ideaId } of pending) {
      // As anyone sees it now: an idea unlisted since it matched is left out.
      const idea = await getIdea(ideaId, null).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      if (idea) ideas.push(idea);
    }
    const optedOut = await hasOptedOut(search.userId, TOPIC);
    await db.transaction(async (tx) => {
      if (ideas.length && !optedOut) await mailAlert(tx, search, ideas, true);
      await tx
        .update(savedSearchAnnouncements)
        .set({ sentAt: now })
        .where(
          and(
            eq(savedSearchAnnouncements.savedSearchId, search.id),
            inArray(
              savedSearchAnnouncements.ideaId,
              pending.map((row) => row.ideaId),
            ),
          ),
        );
      await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, search.id));
    });
  }
}

export const savedSearchMatchJob = defineJob({
  kind: MATCH_JOB,
  payload: z.object({}),
  async run() {
    await matchAlertingSearches();
  },
});

export const savedSearchApprovedJob = defineJob({
  kind: APPROVED_JOB,
  payload: z.object({ ideaId: z.string() }),
  async run({ ideaId }) {
    await matchApprovedIdea(ideaId);
  },
});

export const savedSearchDigestJob = defineJob({
  kind: DIGEST_JOB,
  payload: z.object({}),
  async run() {
    await sendDailyDigests();
    const db = getDb();
    const [daily] = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(eq(savedSearches.alert, 'daily'))
      .limit(1);
    // The next day's run, while any search is daily (making one daily queues it again).
    if (daily) await db.transaction((tx) => scheduleDailyDigest(tx));
    else logger.info('no daily saved searches: the digest job is not queued again');
  },
});

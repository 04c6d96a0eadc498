import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import {
  dataRoomSummary,
  getIdea,
  type DataRoomSummary,
  IdeaArchivedError,
  listIdeas,
  similarIdeas,
  type IdeaDTO,
  type IdeaListQuery,
  type IdeaPage,
} from '@/lib/ideas';
import { listCategoryNames } from '@/lib/reference';
import { sitemapEntries, sitemapFileCount, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap';
import { findUserById } from '@/lib/identity';

/**
 * Public pages' data in Next's cache. Public pages (home, list, idea, sitemap,
 * OG images) show the ANONYMOUS view only: these reads take no viewer, so a cached entry can
 * never hold what only a creator may see. Entries are expired when a domain announces that ideas
 * changed (lib/events; see index.ts).
 */
const IDEAS_TAG = 'public-ideas';
const REFERENCE_TAG = 'reference';

/** Safety net for writes this process does not see (another instance, the import command). */
const REVALIDATE_SECONDS = 300;

const options = { tags: [IDEAS_TAG], revalidate: REVALIDATE_SECONDS };

/** What anyone sees at an idea's address: the idea, or that its creator archived it. */
export type AnonymousIdeaView = { idea: IdeaDTO } | { archived: true };

/**
 * An idea as anyone may see it (NDA-gated texts and photos left out), or that it was archived: a
 * value, so that the page saying 'No longer listed' is cached (and expired) like the idea's page;
 * throws as `getIdea` does otherwise.
 */
export const anonymousIdeaView: (id: string) => Promise<AnonymousIdeaView> = unstable_cache(
  async (id: string): Promise<AnonymousIdeaView> => {
    try {
      return { idea: await getIdea(id, null) };
    } catch (error) {
      if (error instanceof IdeaArchivedError) return { archived: true };
      throw error;
    }
  },
  ['anonymous-idea'],
  options,
);

/** An idea as anyone may see it (NDA-gated texts and photos left out); throws as `getIdea` does. */
export async function anonymousIdea(id: string): Promise<IdeaDTO> {
  const view = await anonymousIdeaView(id);
  if ('archived' in view) throw new IdeaArchivedError();
  return view.idea;
}

/** A page of the list as anyone sees it: never for `mine` or search (they depend on the viewer). */
export const anonymousIdeaList: (query: IdeaListQuery) => Promise<IdeaPage> = unstable_cache(
  (query: IdeaListQuery) => listIdeas(query, null),
  ['anonymous-idea-list'],
  options,
);

/** The idea page's similar ideas (anonymous views); throws as `getIdea` does. */
export const anonymousSimilarIdeas: (id: string, limit: number) => Promise<IdeaDTO[]> = unstable_cache(
  (id: string, limit: number) => similarIdeas(id, limit),
  ['anonymous-similar-ideas'],
  options,
);

/** How many documents an idea's data room holds, of which kinds (the gated idea's page says so). */
export const anonymousDataRoomSummary: (id: string) => Promise<DataRoomSummary> = unstable_cache(
  (id: string) => dataRoomSummary(id),
  ['anonymous-data-room'],
  options,
);

/** A user's display name, as the list's creator view titles it. */
export const publicDisplayName: (id: string) => Promise<string | null> = unstable_cache(
  async (id: string) => (await findUserById(id))?.displayName ?? null,
  ['public-display-name'],
  options,
);

/** Category names are reference data from the migrations: they change only with a deploy. */
export const cachedCategoryNames: () => Promise<string[]> = unstable_cache(
  () => listCategoryNames(),
  ['category-names'],
  { tags: [REFERENCE_TAG] },
);

/** `/sitemap.xml`: one urlset while the ideas fit in a file, else the index of `/sitemap/{n}.xml`. */
export const sitemapRootXml: (base: string) => Promise<string> = unstable_cache(
  async (base: string) => {
    const files = await sitemapFileCount();
    return files === 1 ? urlsetXml(base, await sitemapEntries(1)) : sitemapIndexXml(base, files);
  },
  ['sitemap-root'],
  options,
);

/** `/sitemap/{file}.xml`, or null past the last file. */
export const sitemapFileXml: (base: string, file: number) => Promise<string | null> = unstable_cache(
  async (base: string, file: number) =>
    file > (await sitemapFileCount()) ? null : urlsetXml(base, await sitemapEntries(file)),
  ['sitemap-file'],
  options,
);

/**
 * Ideas, or what their cards show of their creators (name, photo), changed: the next request for
 * any public page renders from the database again (no stale page is served after an edit).
 */
export function expirePublicPages(): void {
  try {
    revalidateTag(IDEAS_TAG, { expire: 0 });
  } catch (error) {
    // Outside a Next request (handlers called directly by the API tests, scripts) there is no
    // Next cache to expire; Next says so with this invariant. Anything else is a real failure.
    if (error instanceof Error && error.message.includes('static generation store missing')) return;
    throw error;
  }
}

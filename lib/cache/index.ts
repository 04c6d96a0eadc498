import 'server-only';
import { onChange } from '@/lib/events';
import { forgetAnonymousReads } from './anonymous-reads';
import { expirePublicPages } from './public-pages';

/**
 * The one owner of caching: Next's cache of public pages (its tags) and the memory cache of
 * anonymous API replies. No domain imports it; domains announce what changed (lib/events), and
 * this module forgets what the change made stale. The server registers it at start
 * (instrumentation.ts), so announcements are heard before any page that reads it was loaded.
 */
onChange('cache', (change) => {
  if (change === 'ideas') {
    forgetAnonymousReads();
    expirePublicPages();
  }
});

export { anonymousRead, anonymousReadsCached } from './anonymous-reads';
export {
  anonymousIdea,
  anonymousIdeaView,
  type AnonymousIdeaView,
  anonymousIdeaList,
  anonymousSimilarIdeas,
  anonymousDataRoomSummary,
  cachedCategoryNames,
  publicDisplayName,
  sitemapFileXml,
  sitemapRootXml,
} from './public-pages';

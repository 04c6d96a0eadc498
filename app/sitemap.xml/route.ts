import { siteUrl } from '@/lib/core/config';
import { sitemapRootXml } from '@/lib/cache';

// Read at request time (the build has no database); the XML itself comes from the cache.
export const dynamic = 'force-dynamic';

const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One sitemap while the ideas fit in a file; a sitemap index of /sitemap/{n}.xml beyond that. */
export async function GET() {
  return new Response(await sitemapRootXml(siteUrl()), { headers });
}

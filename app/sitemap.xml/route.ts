import { siteUrl } from '@/lib/config';
import { sitemapEntries, sitemapFileCount, sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One sitemap while the ideas fit in a file; a sitemap index of /sitemap/{n}.xml beyond that. */
export async function GET() {
  const files = await sitemapFileCount();
  const body =
    files === 1 ? urlsetXml(siteUrl(), await sitemapEntries(1)) : sitemapIndexXml(siteUrl(), files);
  return new Response(body, { headers });
}

import { siteUrl } from '@/lib/config';
import { sitemapEntries, sitemapFileCount, urlsetXml } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  const file = match ? Number(match[1]) : 0;
  if (!file || file > (await sitemapFileCount())) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(siteUrl(), await sitemapEntries(file)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

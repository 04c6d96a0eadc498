import { siteUrl } from '@/lib/core/config';
import { sitemapFileXml } from '@/lib/cache';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  const xml = match ? await sitemapFileXml(siteUrl(), Number(match[1])) : null;
  if (xml === null) return new Response('Not found', { status: 404 });
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

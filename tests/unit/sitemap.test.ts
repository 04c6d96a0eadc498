import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap';

describe('sitemap XML', () => {
  it('lists absolute, escaped URLs with dates', () => {
    const xml = urlsetXml('https://ideas.example', [
      { loc: '/ideas/abc', lastmod: new Date('2026-01-02T03:04:05Z'), priority: 0.7 },
      { loc: '/ideas?a=1&b=2' },
    ]);
    expect(xml).toContain(
      '<loc>https://ideas.example/ideas/abc</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod><priority>0.7</priority>',
    );
    expect(xml).toContain('<loc>https://ideas.example/ideas?a=1&amp;b=2</loc>');
  });

  it('indexes numbered files', () => {
    const xml = sitemapIndexXml('https://ideas.example', 2);
    expect(xml).toContain('<loc>https://ideas.example/sitemap/1.xml</loc>');
    expect(xml).toContain('<loc>https://ideas.example/sitemap/2.xml</loc>');
  });
});

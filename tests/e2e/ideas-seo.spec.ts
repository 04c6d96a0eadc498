import { expect, test } from './support/test';
import { signInViaApi } from './support/accounts';
import { seedIdea, seller, uniqueWord } from './support/ideas';

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

test.describe('server-rendered, indexable pages that never leak gated text', () => {
  test('HTML without JavaScript holds titles and prices of the list and the detail', async ({ request }) => {
    const owner = await seller(request);
    const word = uniqueWord();
    const a = await seedIdea(request, owner, { title: `Solar ${word}`, desiredPrice: 12345.67 });
    const b = await seedIdea(request, owner, { title: `Wind ${word}`, desiredPrice: 987654 });
    const list = await (await request.get(`/ideas?search=${word}`)).text();
    expect(list).toContain(a.title);
    expect(list).toContain('$12,345.67');
    expect(list).toContain(b.title);
    expect(list).toContain('$987,654');
    expect(list).toContain('<h1');

    const detail = await request.get(`/ideas/${a._id}`);
    expect(detail.status()).toBe(200);
    const html = await detail.text();
    expect(html).toContain(a.title);
    expect(html).toContain('$12,345.67');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/ideas/${a._id}"`));
    expect(meta(html, 'property', 'og:title')).toContain(a.title);
    expect(meta(html, 'property', 'og:image')).toContain(`/ideas/${a._id}/opengraph-image`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'description')).toContain('Commuters lose time');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<
      string,
      unknown
    >;
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: a.title,
      offers: { price: '12345.67', priceCurrency: 'USD' },
    });

    const og = await request.get(`/ideas/${a._id}/opengraph-image`);
    expect(og.status()).toBe(200);
    expect(og.headers()['content-type']).toBe('image/png');

    const listMeta = await (await request.get('/ideas?category=Tech')).text();
    expect(listMeta).toMatch(/<link rel="canonical" href="[^"]*\/ideas\?category=Tech"/);
    expect(meta(listMeta, 'property', 'og:title')).toBe('Browse Ideas');
  });

  test('an NDA idea: no gated text in list, detail, metadata, JSON-LD, sitemap or for another user; the owner metadata stays public too', async ({
    page,
    request,
  }) => {
    const owner = await seller(request);
    const other = await seller(request);
    const secret = `Classified${uniqueWord()}`;
    const idea = await seedIdea(request, owner, {
      title: `Gated ${secret.slice(-6)}`,
      requireNDA: true,
      problemDescription: `${secret} problem text`,
      solutionDescription: `${secret} solution text`,
      additionalNotes: `${secret} notes`,
    });
    const bodies = [
      await (await request.get(`/ideas/${idea._id}`)).text(),
      await (await request.get('/ideas?limit=50')).text(),
      await (await request.get(`/ideas?search=${secret}`)).text(),
      await (await request.get('/sitemap.xml')).text(),
    ];
    // The search for the gated word is echoed in the page's own URL and field, but finds nothing.
    expect(bodies[2]).not.toContain(idea._id);
    bodies[2] = bodies[2]!.replaceAll(secret, '');
    for (const body of bodies) expect(body).not.toContain(secret);
    expect(bodies[3]).toContain(`/ideas/${idea._id}`);

    await signInViaApi(page, other);
    expect(await (await page.request.get(`/ideas/${idea._id}`)).text()).not.toContain(secret);

    await page.context().clearCookies();
    await signInViaApi(page, owner);
    // The page is the same cached HTML for its owner: the full text comes from the owner's own
    // API request in the browser (tests/e2e/public-cache.spec.ts).
    const own = await (await page.request.get(`/ideas/${idea._id}`)).text();
    expect(own).not.toContain(secret);
    expect((await (await page.request.get(`/api/ideas/${idea._id}`)).json()).problemDescription).toContain(
      `${secret} problem text`,
    );
    const head = own.slice(0, own.indexOf('</head>'));
    expect(head).not.toContain(secret);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(own)![1]!;
    expect(ld).not.toContain(secret);
  });

  test('robots.txt points to the sitemap and keeps private pages out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /create-idea');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    expect(await sitemap.text()).toContain('<urlset');
    expect((await request.get('/sitemap/99.xml')).status()).toBe(404);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryBySlug, categoryHref, categorySlug } from '@/lib/reference/shared';
import { registerWithToken, startAppServer, type AppServer } from './app-server';
import { validIdea } from './ideas-fixtures';

// /ideas/category/{slug} on the real server: server-rendered, the category's ideas only, its
// heading and description, JSON-LD ItemList, listed in the sitemap; unknown slugs are 404.

let server: AppServer;
const tag = randomBytes(4).toString('hex');
const TECH = `Tech gadget ${tag}`;
const TECH_GATED = `Tech secret ${tag}`;
const GATED_TEXT = `wombatsecret${tag}`;
const HOME = `Home lamp ${tag}`;
const FOOD = `Food truck ${tag}`;

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

let post: (body: Record<string, unknown>) => Promise<void>;

beforeAll(async () => {
  server = await startAppServer();
  const token = await registerWithToken(server.url, {
    email: `category-${tag}@example.test`,
    password: 'Category-password-1',
    displayName: `Category ${tag}`,
  });
  post = async (body: Record<string, unknown>) => {
    const reply = await fetch(`${server.url}/api/ideas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(validIdea(body)),
    });
    expect(reply.status, await reply.text()).toBe(201);
  };
  await post({ title: TECH, category: 'Tech' });
  await post({
    title: TECH_GATED,
    category: 'Tech',
    requireNDA: true,
    problemDescription: `A ${GATED_TEXT} problem.`,
  });
  await post({ title: HOME, category: 'Home' });
  await post({ title: FOOD, category: 'Food & Drink' });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe('category slugs', () => {
  it('map each category name to one slug and back', () => {
    expect(categorySlug('Tech')).toBe('tech');
    expect(categorySlug('Food & Drink')).toBe('food-and-drink');
    expect(categorySlug('Sports & Fitness')).toBe('sports-and-fitness');
    expect(categoryHref('Food & Drink')).toBe('/ideas/category/food-and-drink');
    const names = ['Tech', 'Food & Drink', 'Sports & Fitness'];
    for (const name of names) expect(categoryBySlug(names, categorySlug(name))).toBe(name);
    expect(categoryBySlug(names, 'nope')).toBeNull();
  });
});

describe('GET /ideas/category/{slug}', () => {
  it('renders the heading, the description and only that category’s ideas, gated ones by their public fields', async () => {
    const tech = await page('/ideas/category/tech');
    expect(tech.status).toBe(200);
    expect(tech.html).toMatch(/<h1[^>]*>Tech ideas<\/h1>/);
    expect(tech.html).toContain('Technology ideas: software, devices, apps');
    expect(tech.html).toContain(TECH);
    expect(tech.html).toContain(TECH_GATED);
    expect(tech.html).not.toContain(GATED_TEXT);
    expect(tech.html).not.toContain(HOME);
    expect(tech.html).not.toContain(FOOD);
    expect(tech.html).toMatch(/<link rel="canonical" href="[^"]*\/ideas\/category\/tech"/);

    const food = await page('/ideas/category/food-and-drink');
    expect(food.status).toBe(200);
    expect(food.html).toMatch(/<h1[^>]*>Food &amp; Drink ideas<\/h1>/);
    expect(food.html).toContain(FOOD);
    expect(food.html).not.toContain(TECH);
  });

  it('is 404 for an unknown slug', async () => {
    expect((await page('/ideas/category/no-such-category')).status).toBe(404);
    expect((await page('/ideas/category/Tech')).status).toBe(404);
  });

  it('carries a JSON-LD ItemList of its ideas', async () => {
    const { html } = await page('/ideas/category/tech');
    const list = jsonLd(html).find((data) => data['@type'] === 'ItemList');
    expect(list).toMatchObject({ '@context': 'https://schema.org', name: 'Tech ideas' });
    expect(String(list!.url)).toMatch(/\/ideas\/category\/tech$/);
    const items = list!.itemListElement as { '@type': string; position: number; name: string; url: string }[];
    expect(items.map((item) => item.name)).toEqual(expect.arrayContaining([TECH, TECH_GATED]));
    expect(items.map((item) => item.name)).not.toContain(HOME);
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    expect(list!.numberOfItems).toBe(items.length);
    for (const item of items) expect(item.url).toMatch(/\/ideas\/[0-9a-f]{24}$/);
  });

  it('shows a new idea of the category at once (the cached page is expired by the write)', async () => {
    expect((await page('/ideas/category/home')).html).toContain(HOME);
    const later = `Home later ${tag}`;
    expect((await page('/ideas/category/home')).html).not.toContain(later);
    await post({ title: later, category: 'Home' });
    expect((await page('/ideas/category/home')).html).toContain(later);
  });

  it('is listed in the sitemap, one entry per category', async () => {
    const { html: xml } = await page('/sitemap.xml');
    for (const slug of ['tech', 'home', 'food-and-drink', 'sports-and-fitness', 'other'])
      expect(xml).toContain(`/ideas/category/${slug}</loc>`);
  });

  it('is linked from the list when its category filter is chosen', async () => {
    const { html } = await page('/ideas?category=Food%20%26%20Drink');
    expect(html).toMatch(/href="\/ideas\/category\/food-and-drink"/);
    expect((await page('/ideas')).html).not.toContain('data-testid="category-page-link"');
  });
});

import { describe, expect, it } from 'vitest';
import { GET as getCategories } from '@/app/api/categories/route';
import { GET as getHealth } from '@/app/api/health/route';
import { GET as getLanguages } from '@/app/api/languages/route';
import { call } from './http';

describe('reference data and health', () => {
  it('reports a healthy database', async () => {
    const reply = await call(getHealth, '/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, status: 'ok', database: 'ok' });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('lists the seeded categories, the original seven first and Other last', async () => {
    const reply = await call<{ success: boolean; categories: { name: string }[] }>(
      getCategories,
      '/api/categories',
    );
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    const names = reply.body.categories.map((c) => c.name);
    expect(names.slice(0, 7)).toEqual(['Health', 'Baby', 'Home', 'Tech', 'Business', 'Education', 'Finance']);
    expect(names.at(-1)).toBe('Other');
    expect(reply.body.categories[0]).toEqual({ name: 'Health' });
  });

  it('lists the seeded languages', async () => {
    const reply = await call<{ success: boolean; languages: { name: string }[] }>(
      getLanguages,
      '/api/languages',
    );
    expect(reply.status).toBe(200);
    const names = reply.body.languages.map((l) => l.name);
    for (const name of [
      'English',
      'Spanish',
      'French',
      'German',
      'Italian',
      'Portuguese',
      'Chinese',
      'Japanese',
      'Korean',
      'Arabic',
      'Russian',
      'Dutch',
    ]) {
      expect(names).toContain(name);
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { GET as getHealth } from '@/app/api/health/route';
import { GET as getCategories } from '@/app/api/categories/route';
import { getDatabase, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { call } from './http';

describe('when the database cannot be reached', () => {
  const down = openPostgres('postgres://postgres@127.0.0.1:1/none', { max: 1 });
  let previous: DatabaseHandle | undefined;

  afterAll(async () => {
    if (previous) setDatabase(previous);
    await down.close();
  });

  it('health answers 503 JSON and data routes answer 503 instead of 500', async () => {
    previous = getDatabase();
    setDatabase(down);
    const health = await call(getHealth, '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ success: false, message: 'The database is unavailable' });
    const categories = await call(getCategories, '/api/categories');
    expect(categories.status).toBe(503);
    expect(categories.body.success).toBe(false);
    expect(String(categories.body.message)).toMatch(/unavailable/);
  });

  it('recovers as soon as the database answers again', async () => {
    setDatabase(previous);
    const health = await call(getHealth, '/api/health');
    expect(health.status).toBe(200);
  });
});

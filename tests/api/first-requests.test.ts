import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { POST as createToken } from '@/app/api/tokens/route';
import { GET as listIdeas } from '@/app/api/ideas/route';
import { sql } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/platform/rate-limit';
import { getDb, resultRows } from '@/lib/db';
import { call } from './http';

describe('parallel first requests on a fresh database', () => {
  it('finds the rate-limit table made by the migrations, before any request', async () => {
    const rows = resultRows<{ name: string | null }>(
      await getDb().execute(sql`select to_regclass('rate_limits')::text as name`),
    );
    expect(rows[0]?.name).toBe('rate_limits');
  });

  it('sign-ups, token requests and reads all succeed: nothing is created at request time', async () => {
    // The limiters of this database have never been used: every call below is a "first" one.
    resetRateLimits();
    const accounts = Array.from({ length: 8 }, (_, i) => ({
      email: `first-${i}@example.test`,
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      displayName: `First ${i}`,
    }));
    const replies = await Promise.all([
      ...accounts.map((body, i) =>
        call(register, '/api/auth/register', {
          method: 'POST',
          body,
          headers: { 'x-client-address': `10.9.0.${i}` },
        }),
      ),
      ...accounts.map((account, i) =>
        call(createToken, '/api/tokens', {
          method: 'POST',
          body: { email: account.email, password: 'wrong-password', name: 'ci' },
          headers: { 'x-client-address': `10.9.1.${i}` },
        }),
      ),
      ...accounts.map(() => call(listIdeas, '/api/ideas')),
    ]);
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(statuses.slice(16)).toEqual(Array(8).fill(200));
  });
});

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getRoute, PUT as putRoute } from '@/app/api/ideas/[id]/route';
import { GET as listRoute, POST as postRoute } from '@/app/api/ideas/route';
import { IDEA_LIST_PARAMS } from '@/lib/validation/idea';
import type { User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { call } from './http';
import { insertIdeas, validIdea } from './ideas-fixtures';

// Random query strings and bodies: the API never answers 500, and every 4xx carries a message.
// The documented parameters plus the page-only `filter`.
const PARAMS = [...IDEA_LIST_PARAMS, 'filter'];
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '1.5',
    '99999999999999999999',
    'true',
    'Yes',
    'Tech',
    'newest',
    '\u0000',
    '%',
    '_',
    '\\',
    "'",
    '"a b"',
    '-',
    'or',
    '!!!',
    'so\u0000lar',
    '\u0000\u0000\u0000',
    'a'.repeat(300),
    'ff'.repeat(12),
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
const anyJson = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 12 }),
  fc.dictionary(fc.string(), nasty),
);

let user: User;
let headers: Record<string, string>;
let ownId: string;

beforeAll(async () => {
  user = await createUser();
  headers = await bearerHeaders(user);
  ownId = (await insertIdeas(user, [{ title: 'Fuzzed idea', requireNDA: true }]))[0]!;
});

/** Failures have the error shape; successes are the list envelope, or one idea itself. */
function expectSane(
  reply: { status: number; body: Record<string, unknown> },
  allowed: number[],
  success: 'envelope' | 'idea' = 'envelope',
) {
  expect(allowed, JSON.stringify(reply.body)).toContain(reply.status);
  if (reply.status >= 400) {
    expect(reply.body.success).toBe(false);
    expect(typeof reply.body.message).toBe('string');
    expect((reply.body.message as string).length).toBeGreaterThan(0);
  } else if (success === 'idea') {
    expect(reply.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(reply.body).not.toHaveProperty('success');
  } else {
    expect(reply.body.success).toBe(true);
  }
}

describe('input PostgreSQL cannot take', () => {
  it('drops NUL characters from list parameters and refuses them in bodies, naming the field', async () => {
    for (const query of ['search=ab%00cd', 'category=Te%00ch', 'search=%00', 'type=Prod%00uct']) {
      expectSane(await call(listRoute, `/api/ideas?${query}`), [200]);
    }
    for (const [field, value] of [
      ['title', 'abc\u0000def'],
      ['additionalNotes', 'x\ud800'],
    ] as const) {
      const refused = await call<{ errors: Record<string, string> }>(postRoute, '/api/ideas', {
        method: 'POST',
        body: validIdea({ [field]: value }),
        headers,
      });
      expectSane(refused, [400]);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    const photos = await call<{ errors: Record<string, string> }>(postRoute, '/api/ideas', {
      method: 'POST',
      body: validIdea({ photos: ['\u0000'] }),
      headers,
    });
    expect(photos.body.errors).toHaveProperty(['photos.0']);
    const mine = await call<{ pagination: { totalCount: number } }>(listRoute, '/api/ideas?mine=true', {
      headers,
    });
    expect(mine.body.pagination.totalCount).toBe(1);
  });
});

describe('property: random input never breaks the ideas API', () => {
  it('GET /api/ideas with random parameters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...PARAMS), nasty), { maxLength: 6 }),
        fc.boolean(),
        async (pairs, signedIn) => {
          const query = new URLSearchParams(pairs).toString();
          const reply = await call(listRoute, `/api/ideas?${query}`, { headers: signedIn ? headers : {} });
          expectSane(reply, [200, 400, 401]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('GET /api/ideas with random raw query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), async (raw) => {
        expectSane(await call(listRoute, `/api/ideas?${raw}`), [200, 400, 401]);
      }),
      { numRuns: 100 },
    );
  });

  it('POST /api/ideas with random bodies and random field values', async () => {
    const fields = fc.record(
      Object.fromEntries(
        Object.keys(validIdea()).map((key) => [
          key,
          fc.oneof(anyJson, fc.constant(validIdea()[key as keyof ReturnType<typeof validIdea>])),
        ]),
      ),
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyJson, fields), async (body) => {
        expectSane(
          await call(postRoute, '/api/ideas', {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { ...headers, 'content-type': 'application/json' },
          }),
          [201, 400],
          'idea',
        );
      }),
      { numRuns: 150 },
    );
  });

  it('PUT and GET /api/ideas/{id} with random ids and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constant(ownId)),
        fc.oneof(anyJson, fc.constant(validIdea())),
        async (id, body) => {
          expectSane(await call(getRoute, `/api/ideas/x`, { params: { id } }), [200, 404], 'idea');
          expectSane(
            await call(putRoute, `/api/ideas/x`, {
              method: 'PUT',
              params: { id },
              body: JSON.stringify(body),
              headers: { ...headers, 'content-type': 'application/json' },
            }),
            [200, 400, 404],
            'idea',
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});

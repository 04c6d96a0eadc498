import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatabase, setDatabase, type DatabaseHandle } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';
import { writtenIn } from '@/lib/db/written-in';
import { getIdea, listIdeas, parseIdeaListQuery } from '@/lib/ideas';
import type { User } from '@/models';
import { createUser } from './fixtures';
import { insertIdeas } from './ideas-fixtures';
import { testDriver } from './driver';

// On PostgreSQL a search, planned for its words at every call, goes with its values written into
// its text (lib/db/written-in.ts): one Query message and one round trip instead of a Parse and
// Describe, a wait for the parameters' types, then Bind and Execute. PostgreSQL must read each
// written value as the parameter it replaces, and no value may ever be read as SQL.

let ada: User;
let suite: DatabaseHandle;

beforeAll(async () => {
  ada = await createUser({ displayName: 'Ada' });
  await insertIdeas(ada, [
    { title: "Grandma's garden planner", problemDescription: 'Planning gardens for a whole street.' },
    { title: 'Solar kettle', problemDescription: 'Boiling water with the sun, \\ off the grid.' },
  ]);
  suite = getDatabase();
}, 60_000);

/** Each value with the statement that reads it, as PostgreSQL answers it sent as a parameter. */
const VALUES: [string, unknown][] = [
  ['select $1::text as v', "it's"],
  ['select $1::text as v', "a \\ backslash, \\' and \\\\ two"],
  ['select $1::text as v', "'); drop table ideas; --"],
  ['select $1::text as v', "E'\\'' || $1 /* -- */ $$ $tag$"],
  ['select $1::text as v', 'ünïcödé ✓ 🌱 and a\nnewline\tand a tab'],
  ['select $1::text as v', ''],
  ['select $1 as v', 'untyped'],
  ['select $1 || $2 as v', 'two '],
  ['select $1::numeric + 0 as v', 1234.5],
  ['select $1::numeric + 0 as v', -0.000001],
  ['select $1::integer + 1 as v', 0],
  ['select x from generate_series(1, 10) x limit $1', 3],
  ['select $1 = true as v', false],
  ['select $1::timestamptz as v', '2026-03-04 05:06:07.089123+00'],
  ['select $1::text[] as v', ['a "quoted" one', 'back\\slash', 'NULL', null, "it's", '{,}']],
  ['select $1::integer[] as v', [3, 1, 2]],
  ['select $1::text is null as v', null],
];

describe.runIf(testDriver === 'postgres')('values written into a statement', () => {
  it('are read by PostgreSQL as the parameters they replace', async () => {
    const client = suite.sql;
    for (const [text, value] of VALUES) {
      const parameters = text.includes('$2') ? [value, 'values'] : [value];
      const inlined = writtenIn(text, parameters);
      expect(inlined, text).not.toBeNull();
      const asParameters = await client.unsafe(text, parameters as never[]);
      const asText = await client.unsafe(inlined!);
      expect([...asText], `${text} with ${String(value)}`).toEqual([...asParameters]);
    }
  });

  it('leaves placeholders inside literals, quoted names and comments, and refuses what it cannot write', () => {
    const text = `select '$1', "a$1", /* $1 */ e'\\'$1', $1 -- $1\n, $2`;
    expect(writtenIn(text, ['x', 2])).toBe(`select '$1', "a$1", /* $1 */ e'\\'$1', E'x' -- $1\n, E'2'`);
    expect(writtenIn('select $1', [{ an: 'object' }])).toBeNull();
    expect(writtenIn('select $1', [new Date()])).toBeNull();
    expect(writtenIn('select $1', [Number.NaN])).toBeNull();
    expect(writtenIn('select $1', ['nul \0 byte'])).toBeNull();
    expect(writtenIn('select $2', ['only one'])).toBeNull();
    expect(writtenIn('select $$ $1 $$, $1', ['x'])).toBeNull();
  });

  it('sends a search as one Query message with its words, and named statements as before', async () => {
    const proxy = await frontendMessages();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.host = `127.0.0.1:${proxy.port}`;
    const handle = openPostgres(url.toString(), { schema: suite.schema, max: 1 });
    setDatabase(handle);
    try {
      const search = async (term: string) =>
        listIdeas(parseIdeaListQuery(new URLSearchParams({ search: term })), null);
      expect((await search("grandma's garden")).ideas.map((idea) => idea.title)).toEqual([
        "Grandma's garden planner",
      ]);
      // Words that would end a literal or a statement are searched for as words.
      for (const term of ["x'); drop table ideas; --", "\\' or 1=1 --", "$1 $$ E'\\", 'kettle \\']) {
        const page = await search(term);
        expect(page.pagination.totalCount, term).toBe(term.startsWith('kettle') ? 1 : 0);
      }
      const [first] = (await search('solar')).ideas;
      expect(first?.title).toBe('Solar kettle');
      expect((await getIdea(first!._id, null)).title).toBe('Solar kettle');

      const queries = proxy.messages.filter((m) => m.type === 'Q').map((m) => m.text);
      const parsed = proxy.messages.filter((m) => m.type === 'P').map((m) => m.text);
      expect(queries.filter((text) => text.includes('candidates'))).toEqual([
        expect.stringContaining("E'grandma\\'s garden'"),
        expect.stringContaining("E'x\\'); drop table ideas; --'"),
        expect.stringContaining("E'\\\\\\' or 1=1 --'"),
        expect.stringContaining("E'$1 $$ E\\'\\\\'"),
        expect.stringContaining("E'kettle \\\\'"),
        expect.stringContaining("E'solar'"),
      ]);
      expect(parsed.filter((text) => text.includes('candidates'))).toEqual([]);
      // One idea's statement is named and parsed once, with its placeholder.
      expect(parsed.filter((text) => /where "ideas"\."id" = \$1/.test(text))).toHaveLength(1);
      expect([...(await handle.sql`select count(*)::int as n from ideas`)]).toEqual([{ n: 2 }]);
    } finally {
      setDatabase(suite);
      await handle.close();
      await proxy.close();
    }
  });
});

afterAll(() => setDatabase(suite));

/**
 * A TCP proxy in front of PostgreSQL that reads the messages the client sends (the startup
 * message first, then a type byte and a length each) and keeps the type and text of each.
 */
async function frontendMessages() {
  const messages: { type: string; text: string }[] = [];
  const sockets = new Set<net.Socket>();
  const target = new URL(process.env.TEST_DATABASE_URL!);
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let buffered = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const header = started ? 5 : 4;
        if (buffered.length < header) break;
        const length = started ? buffered.readUInt32BE(1) + 1 : buffered.readUInt32BE(0);
        if (buffered.length < length) break;
        const type = started ? String.fromCharCode(buffered[0]!) : 'startup';
        // Parse: a name, then the text; Query: the text.
        const body = buffered.subarray(header, length);
        const text =
          type === 'P'
            ? body
                .subarray(body.indexOf(0) + 1)
                .toString('utf8')
                .split('\0')[0]!
            : body.toString('utf8').split('\0')[0]!;
        messages.push({ type, text });
        buffered = buffered.subarray(length);
        started = true;
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    messages,
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

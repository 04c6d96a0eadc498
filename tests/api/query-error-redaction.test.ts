import { inspect } from 'node:util';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { DatabaseQueryError } from '@/lib/db/query-errors';
import { users } from '@/models';

// A failed query on either driver never carries its bound values: not in the message, the stack,
// the error's properties, its cause, or a log line.

const EMAIL = 'very-secret-person@example.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

async function failingInsert(): Promise<unknown> {
  try {
    await getDb()
      .insert(users)
      .values({ id: 'x', email: EMAIL, passwordHash: HASH, displayName: 'a\u0000b' });
  } catch (error) {
    return error;
  }
  throw new Error('The insert should have failed');
}

describe('errors of failed queries', () => {
  it('keep the SQL and the driver code, without parameters', async () => {
    const error = await failingInsert();
    expect(error).toBeInstanceOf(DatabaseQueryError);
    expect((error as Error).message).toMatch(/^Failed query: insert into "users"/);
    const cause = (error as Error).cause as { code?: string };
    expect(typeof cause.code).toBe('string');
    for (const text of [
      String(error),
      (error as Error).stack ?? '',
      inspect(error, { depth: 10 }),
      JSON.stringify(error),
    ]) {
      expect(text).not.toContain(EMAIL);
      expect(text).not.toContain('$argon2id');
      expect(text).not.toContain('params:');
    }
  });

  it('log without parameters', async () => {
    let written = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    // A plain pino logger with its standard error serializer: the error itself must be clean.
    const log = pino(sink);
    const error = await failingInsert();
    log.error({ err: error }, 'failed');
    expect(written).toContain('Failed query');
    expect(written).not.toContain(EMAIL);
    expect(written).not.toContain('$argon2id');
  });

  it('inside a transaction too', async () => {
    let caught: unknown;
    await getDb()
      .transaction(async (tx) => {
        await tx.insert(users).values({ id: 'y', email: EMAIL, passwordHash: HASH, displayName: 'a\u0000b' });
      })
      .catch((error: unknown) => (caught = error));
    expect(inspect(caught, { depth: 10 })).not.toContain(EMAIL);
    expect(inspect(caught, { depth: 10 })).not.toContain('$argon2id');
  });
});

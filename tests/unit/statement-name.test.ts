import { describe, expect, it } from 'vitest';
import { statementName } from '@/lib/db/observe';

// Database metrics and spans name a statement by what it does and its table, never its values.

describe('statement names', () => {
  it('names the operation and the first of the application’s tables', () => {
    expect(statementName('select "id", "title" from "ideas" where "ideas"."id" = $1')).toEqual({
      operation: 'select',
      table: 'ideas',
    });
    expect(statementName('insert into "jobs" ("kind") values ($1) returning "id"')).toEqual({
      operation: 'insert',
      table: 'jobs',
    });
    expect(statementName('update "users" set "last_seen_at" = now() where "id" = $1').table).toBe('users');
  });

  it('skips names after FROM that are no table, and names what it cannot read "other"', () => {
    expect(
      statementName('select extract(epoch from decided_at) as at from "access_requests" where id = $1'),
    ).toEqual({ operation: 'select', table: 'access_requests' });
    expect(statementName('select 1')).toEqual({ operation: 'select', table: '' });
    expect(statementName('LISTEN "presence"')).toEqual({ operation: 'other', table: '' });
  });
});

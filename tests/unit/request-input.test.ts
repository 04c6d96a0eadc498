import { describe, expect, it } from 'vitest';
import { apiPathProblem, jsonNestsDeeperThan, MAX_JSON_DEPTH } from '@/lib/http/request-input.mjs';

describe('jsonNestsDeeperThan', () => {
  const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('counts arrays and objects together, up to the limit and one past it', () => {
    expect(jsonNestsDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    // Siblings do not add up.
    expect(jsonNestsDeeperThan('[[1],[2],[3],[4]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ bio: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ bio: 'say \\"[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('scans a million levels without recursion', () => {
    expect(jsonNestsDeeperThan(arrays(1_000_000))).toBe(true);
  });
});

describe('apiPathProblem', () => {
  it.each(['/api/ideas/..', '/api/ideas/%2e%2E', '/api/%2e', '/api/./ideas', '/api/uploads/.%2e/x'])(
    '%s has a dot segment: 400',
    (path) => {
      expect(apiPathProblem(path)?.status).toBe(400);
    },
  );

  it.each(['/api/', '/api/ideas/', '/api//ideas', '/api/ideas//x'])('%s names no route: 404', (path) => {
    expect(apiPathProblem(path)?.status).toBe(404);
  });

  it.each([
    '/api',
    '/api/ideas',
    '/api/ideas/0123456789abcdef01234567',
    '/api/uploads/ideas/u/a.b.webp',
    '/api/x...',
  ])('%s is plain', (path) => {
    expect(apiPathProblem(path)).toBeNull();
  });
});

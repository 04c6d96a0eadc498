import { afterAll, beforeAll } from 'vitest';
import { resetConfig } from '@/lib/core/config';

/** Runs the enclosing describe block under MODERATION=`mode`, and puts the previous value back after. */
export function moderationMode(mode: 'pre' | 'post'): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.MODERATION;
    process.env.MODERATION = mode;
    resetConfig();
  });
  afterAll(() => {
    if (before === undefined) delete process.env.MODERATION;
    else process.env.MODERATION = before;
    resetConfig();
  });
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { getConfig } from '@/lib/core/config';
import { logger } from '@/lib/core/log';
import { hear, relayChanges, type Change } from '@/lib/events';

/** The channel carrying each instance's change announcements to the others. */
const CHANGES = 'ideas:changes';

/**
 * With REDIS_URL set, this instance's announcements (lib/events) reach every other instance and
 * theirs reach this one's listeners: the anonymous API replies, the list totals and (through
 * lib/cache/shared-cache-handler.cjs) Next's cache forget a write made anywhere. Without it,
 * nothing changes: one instance hears its own writes, as before. Redis away: each instance still
 * forgets its own writes, and the others catch up within their caches' lifetimes.
 */
export function startChangeRelay(): (() => Promise<void>) | undefined {
  const url = getConfig().REDIS_URL;
  if (!url) return undefined;
  const instance = randomUUID();
  const log = logger.child({ part: 'change-relay' });
  const report = (error: unknown) =>
    log.warn({ err: error }, 'Redis unavailable: changes reach this instance only');
  // Commands fail at once while Redis is away: a write never waits for the relay.
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }).on(
    'error',
    report,
  );
  const subscriber = new Redis(url).on('error', report);
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const { from, change } = JSON.parse(text) as { from: string; change: Change };
      if (from !== instance) hear(change);
    } catch (error) {
      log.warn({ err: error }, 'a change announcement could not be applied');
    }
  });
  subscriber.on('ready', () => void subscriber.subscribe(CHANGES).catch(report));
  relayChanges((change) => {
    publisher.publish(CHANGES, JSON.stringify({ from: instance, change })).catch(report);
  });
  return async () => {
    relayChanges(() => {});
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  };
}

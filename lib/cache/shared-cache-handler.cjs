// Next's cache of pages and data (ISR, unstable_cache), loaded by Next as `cacheHandler`
// (next.config.mjs). Entries stay in each instance's memory, as with Next's own handler, which
// this one extends. With REDIS_URL set it adds what several instances need: a tag expired on one
// instance (an edit announced through lib/events) is expired on every other within a Redis
// round trip, and an instance that starts later learns the tags expired before it, so no instance
// serves a page older than the last write. Without REDIS_URL it is Next's handler unchanged.
//
// Plain CommonJS: Next loads it at run time, outside the bundles.
const { randomUUID } = require('node:crypto');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** The channel announcing expired tags, and the hash keeping them for instances that start later. */
const CHANNEL = 'ideas:next-cache:expired-tags';
const EXPIRED_TAGS = 'ideas:next-cache:expired-tags';
/** Tells this instance's own messages from the others'. */
const INSTANCE = randomUUID();

/** Expires tags in this process, as Next's handler does for a local revalidateTag. */
const expireHere = (tags, durations) =>
  FileSystemCache.prototype.revalidateTag.call(FileSystemCache, tags, durations);

let relay;

/** One publisher and one subscriber per process (Next makes a handler per request); null without Redis. */
function sharedRelay() {
  if (relay !== undefined) return relay;
  const url = process.env.REDIS_URL;
  if (!url) return (relay = null);
  const Redis = require('ioredis');
  const logger = require('pino')({ level: process.env.LOG_LEVEL || 'info' }).child({ part: 'cache-handler' });
  const report = (error) =>
    logger.warn({ err: error }, 'shared cache: Redis unavailable, tags expire on this instance only');
  // Commands fail at once while Redis is away (no queue): a write never waits on the cache.
  const publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }).on(
    'error',
    report,
  );
  const subscriber = new Redis(url).on('error', report);
  subscriber.on('message', (_channel, text) => {
    try {
      const { from, tags, durations } = JSON.parse(text);
      if (from !== INSTANCE) void expireHere(tags, durations);
    } catch (error) {
      logger.warn({ err: error }, 'shared cache: unreadable message');
    }
  });
  // On every (re)connection: listen, then expire what was expired while this instance was away.
  subscriber.on('ready', () => {
    subscriber
      .subscribe(CHANNEL)
      .then(() => publisher.hkeys(EXPIRED_TAGS))
      .then((tags) => tags.length && expireHere(tags, { expire: 0 }))
      .catch(report);
  });
  relay = { publisher, report };
  return relay;
}

module.exports = class SharedCacheHandler extends FileSystemCache {
  constructor(context) {
    super(context);
    sharedRelay();
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const shared = sharedRelay();
    if (!shared) return;
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!list.length) return;
    const at = String(Date.now());
    try {
      await shared.publisher
        .multi()
        .hset(EXPIRED_TAGS, Object.fromEntries(list.map((tag) => [tag, at])))
        .publish(CHANNEL, JSON.stringify({ from: INSTANCE, tags: list, durations }))
        .exec();
    } catch (error) {
      shared.report(error);
    }
  }
};

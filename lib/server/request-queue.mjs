// Serves requests in the order they arrived, at most `limit` at a time, around Next's handler.
//
// Next's work for a request is cut into many small steps; with hundreds of requests in flight the
// single event loop shares itself among all of them, so under load every request finishes late
// and a client's first request competes with the next requests of clients already served. In
// arrival order, with a few at a time, each request finishes in about the time of those before it.
// Streams (presence), health checks and static files never queue. A request that waited
// `maxWaitMs` without starting is answered 503 "The server is busy, try again" with Retry-After.

const BYPASS = [
  /^\/_next\//,
  /^\/api\/health(\/live|\/ready)?(\?|$)/,
  /^\/api\/presence(\/|\?|$)/,
  /^\/favicon/,
];

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handler
 * @param {{ limit: number, maxWaitMs: number, onRefused?: () => void }} options
 * @returns the queued handler; its `stats()` tells how many requests are served and waiting
 */
export function inArrivalOrder(handler, { limit, maxWaitMs, onRefused }) {
  let active = 0;
  /** @type {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, at: number }[]} */
  const waiting = [];
  let head = 0;

  const start = (req, res) => {
    active++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      active--;
      next();
    };
    res.once('close', finish);
    res.once('finish', finish);
    handler(req, res);
  };

  const next = () => {
    while (active < limit && head < waiting.length) {
      const { req, res, at } = waiting[head++];
      if (head > 1024 && head * 2 > waiting.length) {
        waiting.splice(0, head);
        head = 0;
      }
      if (res.destroyed || req.destroyed) continue;
      const waited = Date.now() - at;
      if (waited > maxWaitMs) {
        res.writeHead(503, {
          'content-type': 'application/json',
          'retry-after': '1',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify({ success: false, message: 'The server is busy, try again' }));
        onRefused?.();
        continue;
      }
      start(req, res);
    }
  };

  const queued = (req, res) => {
    const url = req.url || '/';
    if (
      limit <= 0 ||
      BYPASS.some((pattern) => pattern.test(url)) ||
      /event-stream/.test(req.headers.accept || '')
    ) {
      handler(req, res);
      return;
    }
    if (active < limit && head === waiting.length) {
      start(req, res);
      return;
    }
    waiting.push({ req, res, at: Date.now() });
  };
  queued.stats = () => ({ active, waiting: waiting.length - head });
  return queued;
}

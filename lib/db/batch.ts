import 'server-only';
import DataLoader from 'dataloader';

/** The most keys one statement carries. */
const MAX_BATCH_SIZE = 64;

/**
 * Collects the calls made while the event loop handles one round of I/O and runs them as one
 * statement: requests arriving together (a client sending many at once, many clients) then cost
 * the database one round trip, one plan execution and one commit instead of one each. `run`
 * gets the keys in call order and returns a value or an Error for each, in the same order; an
 * Error rejects that call alone, a throw rejects them all.
 *
 * Nothing is cached: each batch is queried after every call in it was made, so a caller never
 * sees the database as it was before its call (a token revoked earlier is refused).
 */
export function statementBatcher<K, V>(
  run: (keys: readonly K[]) => Promise<(V | Error)[]>,
  { oneAtATime = false }: { oneAtATime?: boolean } = {},
): (key: K) => Promise<V> {
  // One batch at a time (group commit): the calls made while a batch runs wait for it and then go
  // together, for work that would only queue behind a lock in the database anyway.
  let running: Promise<unknown> = Promise.resolve();
  const loader = new DataLoader<K, V>(
    oneAtATime
      ? (keys) => {
          const batch = run(keys);
          running = batch.catch(() => undefined);
          return batch;
        }
      : run,
    {
      cache: false,
      maxBatchSize: MAX_BATCH_SIZE,
      // DataLoader's default waits for the current promise jobs only, which never spans two
      // requests; setImmediate waits until the I/O callbacks of this loop turn have run.
      batchScheduleFn: oneAtATime
        ? (callback) => void running.then(() => setImmediate(callback))
        : (callback) => setImmediate(callback),
    },
  );
  return (key) => loader.load(key);
}

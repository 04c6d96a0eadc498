// A second server instance's presence, in its own process: opens its own PostgreSQL client on the
// given schema, connects `userId`, prints "connected", and stops in order when stdin closes.
import { openPostgres } from '@/lib/db/client';
import { PresenceHub } from '@/lib/presence/hub';

const [url, schema, userId] = process.argv.slice(2);
if (!url || !schema || !userId) throw new Error('usage: presence-peer <url> <schema> <userId>');

const handle = openPostgres(url, { schema, max: 2 });
const hub = new PresenceHub(handle, { graceMs: 100, coalesceMs: 10 });
hub.subscribe((frame) => process.stdout.write(`frame ${new TextDecoder().decode(frame).split('\n')[1] ?? ''}\n`));
const connection = await hub.connect(userId);
process.stdout.write(`connected ${hub.instanceId}\n`);

process.stdin.resume();
process.stdin.on('end', async () => {
  hub.disconnect(connection);
  await hub.stop();
  await handle.close();
  process.exit(0);
});

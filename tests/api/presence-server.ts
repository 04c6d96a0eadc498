// A second (and third) server process for the cross-instance presence test: a plain HTTP server
// that serves GET /api/presence through the real route handler, on its own PostgreSQL client in
// the given schema. Prints "listening <port>"; SIGTERM shuts it down in order.
import http from 'node:http';
import { setDatabase } from '@/lib/db';
import { openPostgres } from '@/lib/db/client';

const [url, schema] = process.argv.slice(2);
if (!url || !schema) throw new Error('usage: presence-server <url> <schema>');

const handle = openPostgres(url, { schema, max: 3 });
setDatabase(handle);
const { GET } = await import('@/app/api/presence/route');
const { getPresenceHub } = await import('@/lib/platform/presence');
await getPresenceHub().start();

const server = http.createServer(async (req, res) => {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  const request = new Request(`http://localhost:3000${req.url}`, { headers, signal: controller.signal });
  const response = await GET(request, undefined);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});

process.on('SIGTERM', async () => {
  server.closeAllConnections();
  server.close();
  await getPresenceHub().stop();
  await handle.close();
  process.exit(0);
});

import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (for servers that tests and benchmarks start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

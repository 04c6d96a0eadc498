import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { GET as health } from '@/app/api/health/route';
import { ensureMigrated, getDatabase, setDatabase } from '@/lib/db';
import { call } from './http';

// What a load balancer asks: is the process alive, and should it get traffic. A draining instance
// (server.mjs sets the flag on SIGTERM) stays alive but is not ready; tests/api/cluster.test.ts
// drains a real one behind nginx.

const draining = globalThis as { ideasDraining?: boolean };

// As at server start (instrumentation.ts): the database is brought up to date before traffic.
beforeAll(() => ensureMigrated());

afterEach(() => {
  delete draining.ideasDraining;
});

describe('health for load balancers', () => {
  it('is not ready until this process has brought the database up to date', async () => {
    setDatabase(getDatabase()); // as a process that has not migrated yet
    const pending = await call<{ message: string }>(ready, '/api/health/ready');
    expect(pending.status).toBe(503);
    expect(pending.body.message).toBe('Not ready: the database is being migrated');
    expect((await call(live, '/api/health/live')).status).toBe(200);
    await ensureMigrated();
    expect((await call(ready, '/api/health/ready')).status).toBe(200);
  });

  it('is live and ready with the database migrated, and /api/health keeps the spec’s shape', async () => {
    const alive = await call<{ success: boolean; status: string }>(live, '/api/health/live');
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ success: true, status: 'live' });
    const readiness = await call(ready, '/api/health/ready');
    expect(readiness.status).toBe(200);
    expect(readiness.body).toEqual({ success: true, status: 'ready' });
    expect(readiness.headers.get('cache-control')).toBe('no-store');
    expect((await call(health, '/api/health')).body).toEqual({ success: true, status: 'ok', database: 'ok' });
  });

  it('turns not ready while draining, and stays live', async () => {
    draining.ideasDraining = true;
    const readiness = await call<{ success: boolean; message: string }>(ready, '/api/health/ready');
    expect(readiness.status).toBe(503);
    expect(readiness.body).toEqual({ success: false, message: 'Not ready: the instance is shutting down' });
    expect((await call(live, '/api/health/live')).status).toBe(200);
  });
});

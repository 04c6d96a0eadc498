import { describe, expect, it } from 'vitest';
import {
  CONNECTION_ERROR_CODES,
  DatabaseBusyError,
  databaseBusy,
  isDatabaseUnavailable,
} from '@/lib/db/errors';
import { DatabaseGate } from '@/lib/db/gate';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failing = (ms: number, code: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(Object.assign(new Error(code), { code })), ms));

describe('database gate', () => {
  it('gives up on a call at its deadline with an "unavailable" error', async () => {
    const gate = new DatabaseGate({ timeoutMs: 50, maxWaitMs: null });
    let cancelled = false;
    const outcome = gate.track(later(500, 'late'), () => (cancelled = true)).catch((error: unknown) => error);
    const error = await outcome;
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(cancelled).toBe(true);
  });

  it('refuses new calls once the waiting work exceeds its bound, and admits again when it drains', async () => {
    const gate = new DatabaseGate({ timeoutMs: 5000, maxWaitMs: 100, serviceCostMs: () => 10 });
    const calls = Array.from({ length: 11 }, () => gate.track(later(30, 1)));
    expect(() => gate.admit()).toThrow(DatabaseBusyError);
    try {
      gate.admit();
    } catch (error) {
      expect(databaseBusy(new Error('wrapped', { cause: error }))?.retryAfterSeconds).toBeGreaterThanOrEqual(
        1,
      );
    }
    await Promise.all(calls);
    expect(() => gate.admit()).not.toThrow();
  });

  it('fails every waiting call at once when the server goes away, then lets one probe through at a time', async () => {
    const gate = new DatabaseGate({ timeoutMs: 5000, maxWaitMs: null, breaker: { probeMs: 100 } });
    const waiting = gate.track(later(1000, 'slow')).catch((error: unknown) => error);
    await gate.track(failing(10, 'ECONNREFUSED')).catch(() => {});
    expect(isDatabaseUnavailable(await waiting)).toBe(true);
    expect(gate.unreachable).toBe(true);
    expect(() => gate.admit()).toThrow(/cannot be reached/);
    await later(110, null);
    expect(() => gate.admit()).not.toThrow(); // the probe
    expect(() => gate.admit()).toThrow(/cannot be reached/);
    await gate.track(later(5, 'ok'));
    expect(gate.unreachable).toBe(false);
    expect(() => gate.admit()).not.toThrow();
  });

  it('counts broken pipes, resets and server shutdowns as unreachable, not bad queries', () => {
    for (const code of ['EPIPE', 'ECONNRESET', '57P01', '57P03', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT']) {
      expect(CONNECTION_ERROR_CODES.has(code)).toBe(true);
      expect(
        isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error(code), { code }) })),
      ).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
  });
});

'use client';

import { useEffect, useState } from 'react';
import { CONNECTION_EVENT, type ConnectionState } from './server-check';

const HEALTH_TIMEOUT_MS = 5_000;
const HEALTH_INTERVAL_MS = 30_000;

/**
 * Yellow banner when the browser is offline or /api/health does not answer: checks on load, when
 * the browser comes back online and every 30 s, each with a 5 s timeout; also whenever the list's
 * own check before a navigation finds the server (un)reachable.
 */
export function ConnectionBanner() {
  const [state, setState] = useState<ConnectionState>('ok');

  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      if (!navigator.onLine) {
        setState('offline');
        return;
      }
      try {
        // HEAD: the status is all the banner needs (the list's own checks are GETs).
        const reply = await fetch('/api/health', {
          method: 'HEAD',
          cache: 'no-store',
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        if (!cancelled) setState(reply.ok ? 'ok' : 'server');
      } catch {
        if (!cancelled) setState(navigator.onLine ? 'server' : 'offline');
      }
    };
    const offline = () => setState('offline');
    const reported = (event: Event) => setState((event as CustomEvent<ConnectionState>).detail);
    window.addEventListener(CONNECTION_EVENT, reported);
    void check();
    const timer = setInterval(check, HEALTH_INTERVAL_MS);
    window.addEventListener('online', check);
    window.addEventListener('offline', offline);
    return () => {
      cancelled = true;
      clearInterval(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', offline);
      window.removeEventListener(CONNECTION_EVENT, reported);
    };
  }, []);

  return (
    <div aria-live="polite" data-testid="connection-banner-region">
      {state !== 'ok' && (
        <p
          data-testid="connection-banner"
          className="rounded-lg border border-yellow-300 bg-yellow-100 px-4 py-2 text-sm font-semibold text-yellow-900"
        >
          {state === 'offline' ? 'No internet connection' : 'Server connection issues'}
        </p>
      )}
    </div>
  );
}

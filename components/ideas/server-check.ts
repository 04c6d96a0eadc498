export const LIST_MESSAGES = {
  unreachable: 'Unable to connect to server. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** Why the list could not load; `network` selects the 'Network Error' screen. */
export interface ListFailure {
  message: string;
  network: boolean;
}

export type ConnectionState = 'ok' | 'offline' | 'server';

/** Fired on window by every check, so the connection banner follows the list's own findings. */
export const CONNECTION_EVENT = 'ideas:connection';

const CHECK_TIMEOUT_MS = 10_000;
const RETRIES = 3;
/** Waits before retry n (1-based): 1 s, 2 s, 3 s. */
export const retryDelay = (attempt: number) => attempt * 1000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function announce(state: ConnectionState) {
  window.dispatchEvent(new CustomEvent<ConnectionState>(CONNECTION_EVENT, { detail: state }));
}

/**
 * Asks /api/health before the list navigates. A navigation whose request fails makes Next.js fall
 * back to a full page load, which would replace the list with the browser's error page; checking
 * first keeps the spec's behaviour: network failures are retried 3 times (1 s, 2 s, 3 s), then
 * reported; an HTTP error is reported at once as 'Server error: {status} {statusText}'.
 * Resolves to null when the server answers, or when `signal` is aborted (a newer navigation).
 */
export async function checkServer(signal: AbortSignal): Promise<ListFailure | null> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch('/api/health', {
        cache: 'no-store',
        signal: AbortSignal.any([signal, AbortSignal.timeout(CHECK_TIMEOUT_MS)]),
      });
    } catch {
      if (signal.aborted) return null;
      if (attempt >= RETRIES) {
        announce(navigator.onLine ? 'server' : 'offline');
        return { message: LIST_MESSAGES.unreachable, network: true };
      }
      await sleep(retryDelay(attempt + 1), signal);
      if (signal.aborted) return null;
      continue;
    }
    if (!response.ok) {
      announce('server');
      return { message: `Server error: ${response.status} ${response.statusText}`.trim(), network: false };
    }
    announce('ok');
    return null;
  }
}

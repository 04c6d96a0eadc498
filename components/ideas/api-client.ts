import type { IdeaDTO, IdeaPage } from '@/lib/ideas/types';

export const LIST_MESSAGES = {
  unreachable: 'Unable to connect to server. Please check your internet connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** A failure the list screen shows; `network` selects the 'Network Error' screen. */
export class ListError extends Error {
  constructor(
    message: string,
    readonly network: boolean,
  ) {
    super(message);
  }
}

const FETCH_TIMEOUT_MS = 10_000;
const RETRIES = 3;
/** Waits before retry n (1-based): 1 s, 2 s, 3 s. */
export const retryDelay = (attempt: number) => attempt * 1000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * GET /api/ideas with the list parameters. Network failures and time-outs are retried 3 times
 * (1 s, 2 s, 3 s); an HTTP error is reported at once as 'Server error: {status} {statusText}'.
 */
export async function fetchIdeaPage(params: URLSearchParams, signal?: AbortSignal): Promise<IdeaPage> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
      response = await fetch(`/api/ideas?${params.toString()}`, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (attempt >= RETRIES) throw new ListError(LIST_MESSAGES.unreachable, true);
      await sleep(retryDelay(attempt + 1), signal);
      continue;
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      const detail =
        body?.message && response.status === 400
          ? body.message
          : `Server error: ${response.status} ${response.statusText}`.trim();
      throw new ListError(detail, false);
    }
    try {
      const body = (await response.json()) as IdeaPage & { success: boolean };
      return { ideas: body.ideas, pagination: body.pagination };
    } catch {
      throw new ListError(LIST_MESSAGES.unexpected, false);
    }
  }
}

/** The `message` of a JSON failure reply, else `fallback`. */
export async function replyMessage(
  response: Response,
  fallback: string,
): Promise<{ message: string; errors?: Record<string, string> }> {
  try {
    const body = (await response.json()) as { message?: string; errors?: Record<string, string> };
    return { message: body.message || fallback, errors: body.errors };
  } catch {
    return { message: fallback };
  }
}

export type { IdeaDTO, IdeaPage };

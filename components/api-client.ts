'use client';

/** What a failed call to our API said: its message, the fields to correct and the HTTP status (0: no reply). */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
    readonly status = 0,
  ) {
    super(message);
  }
}

/**
 * Calls our JSON API from the browser with the session cookie: the reply's body, or an ApiFailure
 * carrying the API's own message (`{success:false, message, errors?}`).
 */
export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      cache: 'no-store',
      credentials: 'same-origin',
      ...init,
      headers: init.body ? { 'content-type': 'application/json' } : undefined,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiFailure('Could not reach the server. Please check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as
    (T & { success?: boolean; message?: string; errors?: Record<string, string> }) | null;
  if (!response.ok || !body)
    throw new ApiFailure(
      body?.message ?? 'Something went wrong. Please try again.',
      body?.errors ?? {},
      response.status,
    );
  return body;
}

/** The message of a failed call, or `fallback` for anything else thrown. */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiFailure ? error.message : fallback;

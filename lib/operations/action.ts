import 'server-only';
import { headers } from 'next/headers';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { requireAdmin } from '@/lib/identity';
import { clientAddress } from '@/lib/platform/rate-limit';
import { announce } from '@/lib/events';
import { assertAcceptableText } from '@/lib/http';
import { actingViewer } from '@/lib/http/page-viewer';
import { changesOf, inputOf, type AnyOperation, type Call } from './operation';

export interface ActionOptions<R, D> {
  /** The sentence for a failure that is not the caller's (logged). */
  fallback: string;
  /** What the form gets back of the result (nothing by default). */
  data?: (result: R) => D;
}

/**
 * An operation as a server action of our own pages: the same caller check (a suspended member
 * cannot act), the same input boundary as the API's body reader (NUL and invalid Unicode refused),
 * the same errors as `{ ok: false, message, errors }` and the same change announcements.
 */
export function toAction<R, D = null>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  operation: AnyOperation & { run(call: Call<any, any>): Promise<R> },
  { fallback, data }: ActionOptions<R, D>,
): (input?: {
  params?: Record<string, string>;
  body?: unknown;
  /** The query parameters a read takes (a page's cursor, an unsubscribe link's token). */
  query?: Record<string, string>;
}) => Promise<ActionResult<D>> {
  return async ({ params = {}, body, query } = {}) => {
    try {
      const viewer = operation.auth === 'none' ? null : await actingViewer();
      if (operation.auth === 'member' && !viewer)
        return { ok: false, message: operation.signIn ?? 'Please sign in' };
      if (operation.auth === 'admin') requireAdmin(viewer);
      if (body !== undefined) assertAcceptableText(body);
      const sent = await headers();
      const sentBody = body ?? (operation.body ? {} : undefined);
      const sentQuery = new URLSearchParams(query);
      const call: Call = {
        viewer,
        params,
        body: sentBody,
        input: inputOf(operation, sentBody, sentQuery),
        query: sentQuery,
        client: { ip: clientAddress(sent), userAgent: sent.get('user-agent') ?? '' },
        headers: new Headers(sent),
        request: null,
        readViewer: actingViewer,
      };
      const result = await operation.run(call);
      for (const change of changesOf(operation, result)) announce(change);
      return { ok: true, data: (data ? data(result) : null) as D };
    } catch (error) {
      return actionFailure(error, fallback);
    }
  };
}

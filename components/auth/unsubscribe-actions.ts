'use server';

import type { ActionResult } from '@/lib/actions/result';
import { unsubscribeOperation } from '@/lib/operations/accounts';
import { toAction } from '@/lib/operations/action';

const unsubscribe = toAction(unsubscribeOperation, {
  fallback: 'The change could not be saved. Please try again.',
  data: ({ message }) => message,
});

/** The unsubscribe page's button: the one-click address's operation, with the link's token. */
export async function unsubscribeAction(token: string): Promise<ActionResult<string>> {
  return unsubscribe({ query: { token } });
}

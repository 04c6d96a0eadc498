'use server';

import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { unsubscribe } from '@/lib/mail';

/** The unsubscribe page's button. */
export async function unsubscribeAction(token: string): Promise<ActionResult<string>> {
  try {
    return { ok: true, data: await unsubscribe(token) };
  } catch (error) {
    return actionFailure(error, 'The change could not be saved. Please try again.');
  }
}

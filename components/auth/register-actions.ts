'use server';

import { headers } from 'next/headers';
import { actionFailure, type ActionResult } from '@/lib/actions/result';
import { REGISTER_FAILED_MESSAGE } from '@/lib/identity/shared';
import { clientAddress, limitAttempt } from '@/lib/platform/rate-limit';
import { assertEmailAvailable } from '@/lib/identity';
import { accountStepSchema } from '@/lib/validation/register';

/**
 * Whether an email can still be registered, asked when leaving the wizard's first step. It tells
 * what registering would tell, so it counts as a registration attempt (same limits); registering
 * checks again.
 */
export async function checkEmailAction(email: unknown): Promise<ActionResult> {
  try {
    const address = accountStepSchema.shape.email.parse(email);
    await limitAttempt('register', { ip: clientAddress(await headers()), email: address });
    await assertEmailAvailable(address);
    return { ok: true, data: null };
  } catch (error) {
    return actionFailure(error, REGISTER_FAILED_MESSAGE);
  }
}

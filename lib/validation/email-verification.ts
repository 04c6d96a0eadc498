import { z } from 'zod';

/** POST /api/auth/verify-email and the verification page: the secret of the link. */
export const verifyEmailInputSchema = z
  .object({
    token: z
      .string({ error: 'The verification link is missing its token' })
      .trim()
      .min(20, 'This verification link is incomplete: open the whole link from the email')
      .max(200, 'This verification link is not valid'),
  })
  .meta({ id: 'VerifyEmailInput' });
export type VerifyEmailInput = z.output<typeof verifyEmailInputSchema>;

export const verificationReplySchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'VerificationReply' });

export type VerificationReply = z.output<typeof verificationReplySchema>;

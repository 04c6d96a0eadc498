import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { verificationReplySchema, verifyEmailInputSchema } from '@/lib/validation/email-verification';
import { failures, json, reply, secured } from '../parts';

/** Email verification. */
export const emailVerificationPaths: ZodOpenApiPathsObject = {
  '/api/auth/verify-email': {
    post: {
      tags: ['Accounts'],
      summary: 'Use a verification link',
      description:
        'The `token` is the `token` parameter of the link in the verification mail (sent at registration and on request). A link works once and for 24 hours; the account is verified when the link was sent to the address it still has.',
      requestBody: { required: true, content: json(verifyEmailInputSchema) },
      responses: {
        '200': reply('The address is verified', verificationReplySchema),
        ...failures(400),
      },
    },
  },
  '/api/profile/verification-email': {
    post: {
      tags: ['Accounts'],
      summary: 'Send a new verification mail',
      description: 'Earlier links stop working. Rate-limited per client address and per account.',
      security: secured,
      responses: {
        '202': reply('The mail is queued', verificationReplySchema),
        ...failures(401, 409, 429),
      },
    },
  },
};

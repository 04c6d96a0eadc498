import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  passwordResetReplySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@/lib/validation/password-reset';
import { failures, json, reply } from '../parts';

/** Password reset. */
export const passwordResetPaths: ZodOpenApiPathsObject = {
  '/api/auth/password-reset': {
    post: {
      tags: ['Accounts'],
      summary: 'Ask for a password reset link by email',
      description:
        'Always 202 with the same sentence, whether or not the email has an account (no mail is sent to unknown or suspended accounts). ' +
        'An active account gets a mail with a single-use link to `/reset-password?token=…` that works for one hour; accounts without a password (Google sign-in) may set one this way. ' +
        'Limited per client address and per email (429). In Firebase Authentication mode passwords live in Firebase: 400.',
      requestBody: { required: true, content: json(passwordResetRequestSchema) },
      responses: {
        '202': reply('The request was taken (the same reply for every email)', passwordResetReplySchema),
        ...failures(400, 415, 429),
      },
    },
  },
  '/api/auth/password-reset/confirm': {
    post: {
      tags: ['Accounts'],
      summary: 'Set a new password with the token of a reset link',
      description:
        'The token is the `token` parameter of the link in the mail; it works once. The password follows the registration rules. ' +
        'On success every session of the account ends, its personal access tokens are deleted, its other reset links stop working, a "password changed" mail is sent, ' +
        'and the reply signs the caller in with a new session cookie. 400 with `errors.token` for an unknown, used or expired link; 400 with `errors.password` / `errors.confirmPassword` for a password that breaks the rules.',
      requestBody: { required: true, content: json(passwordResetSchema) },
      responses: {
        '200': {
          ...reply('The password was changed; the caller is signed in', passwordResetReplySchema),
          headers: z.object({
            'Set-Cookie': z.string().meta({
              description: "The new session cookie (next-auth's session token; httpOnly, SameSite=Lax)",
            }),
          }),
        },
        ...failures(400, 415),
      },
    },
  },
};

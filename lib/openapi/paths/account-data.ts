import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  accountDeletedReplySchema,
  accountExportSchema,
  deleteAccountSchema,
  PASSWORD_REQUIRED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  TOKEN_CANNOT_DELETE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@/lib/validation/account-data';
import { profileSchema } from '@/lib/validation/profile';
import * as r from '@/lib/validation/replies';
import { failures, json, reply, secured } from '../parts';

const ownAccountReply = z.object({ success: z.literal(true), user: r.accountSchema });

const DELETE_DESCRIPTION = [
  'Deletes the caller’s account for good: the profile, every idea and its photos, every uploaded file, the personal access tokens, the sessions (every session cookie stops working) and the linked sign-in providers. A confirmation is mailed to the old address.',
  '',
  'The caller proves it is the owner once more:',
  `- an account with a password sends it as \`password\` (missing: 400 “${PASSWORD_REQUIRED_MESSAGE}”; wrong: 400 “${WRONG_PASSWORD_MESSAGE}”, with \`errors.password\`; wrong attempts count towards the sign-in limits, 429 after too many);`,
  `- an account without a password (Google or Firebase only) must use a browser session signed in within the last 10 minutes (older: 403 “${SIGN_IN_AGAIN_MESSAGE}”); a bearer token cannot prove that (403 “${TOKEN_CANNOT_DELETE_MESSAGE}”).`,
  '',
  'With a session cookie, the reply expires it (`Set-Cookie` with `Max-Age=0`).',
].join('\n');

/** Deleting an account and downloading its data. */
export const accountDataPaths: ZodOpenApiPathsObject = {
  '/api/profile': {
    get: {
      tags: ['Accounts'],
      summary: 'Your own account (email included)',
      security: secured,
      responses: { '200': reply('Your account', ownAccountReply), ...failures(401) },
    },
    put: {
      tags: ['Accounts'],
      summary: 'Update your profile (the email never changes)',
      security: secured,
      requestBody: { required: true, content: json(profileSchema.meta({ id: 'ProfileInput' })) },
      responses: { '200': reply('The updated account', ownAccountReply), ...failures(400, 401) },
    },
    delete: {
      tags: ['Accounts'],
      summary: 'Delete your account and everything in it',
      description: DELETE_DESCRIPTION,
      security: secured,
      requestBody: {
        required: false,
        content: json(
          deleteAccountSchema.meta({
            id: 'DeleteAccountInput',
            description: '`password`: the current password, required for accounts that have one',
          }),
        ),
      },
      responses: {
        '200': {
          description: 'Deleted; a session cookie sent with the request is expired',
          headers: z.object({
            'Set-Cookie': z.string().optional().meta({
              description: 'Expires the session cookie (`next-auth.session-token`, `__Secure-` on https)',
            }),
          }),
          content: json(accountDeletedReplySchema),
        },
        ...failures(400, 401, 403, 429),
      },
    },
  },
  '/api/profile/export': {
    get: {
      tags: ['Accounts'],
      summary: 'Download your data',
      description:
        'Everything the marketplace holds about your account as a JSON file (the data itself, no `success` envelope): the profile with email, phone, status and verification, how you sign in, your ideas in full, your files, your API tokens and the email links sent to you. Never a password hash, token hash or secret. Served as an attachment named `ideas-marketplace-data-<YYYY-MM-DD>.json`, with `Cache-Control: no-store`.',
      security: secured,
      responses: {
        '200': {
          description: 'The data file',
          headers: z.object({
            'Content-Disposition': z.string().meta({
              description: '`attachment; filename="ideas-marketplace-data-<YYYY-MM-DD>.json"`',
            }),
            'Cache-Control': z.literal('no-store'),
          }),
          content: json(accountExportSchema),
        },
        ...failures(401),
      },
    },
  },
};

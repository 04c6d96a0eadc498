import 'server-only';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { successReplySchema } from '@/lib/validation/replies';
import { failures, reply } from '../parts';

/** Mail links. */
export const mailPaths: ZodOpenApiPathsObject = {
  '/api/mail/unsubscribe': {
    post: {
      tags: ['Accounts'],
      summary: 'One-click unsubscribe (RFC 8058)',
      description:
        'The address in the `List-Unsubscribe` header of a notification mail: mail clients POST `List-Unsubscribe=One-Click` to it. The signed `token` names the member and the topic; it is the only credential. Repeating it changes nothing.',
      requestParams: { query: z.object({ token: z.string().meta({ description: 'From the mail' }) }) },
      responses: {
        '200': reply('The topic is turned off', successReplySchema.extend({ message: z.string() })),
        ...failures(400),
      },
    },
  },
};

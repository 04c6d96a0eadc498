import 'server-only';
import { z } from 'zod';
import { failures, idPath, describedQuery, secured } from '@/lib/openapi/parts';
import { ideaViewLog, viewLogCsv } from '@/lib/protection';
import { ideaViewsQuerySchema, ideaViewsReplySchema, type IdeaViewsQuery } from '@/lib/validation/idea-views';
import { privateAttachment } from './attachment';
import { defineOperation, type Call } from './operation';

type IdeaPath = { id: string };

const PRIVATE = 'private, no-store';

export const ideaViewsOperation = defineOperation({
  method: 'GET',
  path: '/api/ideas/{id}/views',
  auth: 'member',
  signIn: 'Please sign in to see who read your idea',
  input: ideaViewsQuerySchema,
  run: async ({ params, viewer }: Call<'member', IdeaPath, IdeaViewsQuery>) => ({
    views: await ideaViewLog(params.id, viewer),
  }),
  respond: ({ views }, { input, params }) => {
    if (input.format === 'csv')
      return privateAttachment(
        viewLogCsv(views),
        `idea-${params.id.replace(/[^0-9a-zA-Z_-]/g, '')}-views.csv`,
        'text/csv; charset=utf-8',
      );
    return Response.json({ success: true, views }, { headers: { 'cache-control': PRIVATE } });
  },
  docs: {
    tags: ['Ideas'],
    summary: 'Who read the idea’s gated content (its creator only)',
    description:
      'The view log of an NDA-gated idea: reads of its full content by anyone but its creator (the API, the idea page, its photo files), one entry per viewer and surface with the first and last read and how many (reads are counted per hour). `format=csv` answers the same as a CSV attachment with a header row. 403 for anyone but the idea’s creator.',
    security: secured,
    requestParams: {
      path: idPath('id', 'Idea id (24 hex characters)'),
      query: describedQuery(ideaViewsQuerySchema, { format: '`json` (default) or `csv`' }),
    },
    responses: {
      '200': {
        description: 'The view log',
        content: {
          'application/json': { schema: ideaViewsReplySchema },
          'text/csv': {
            schema: z.string().meta({
              description: 'Columns: viewer_id, viewer_name, surface, first_at, last_at, count',
            }),
          },
        },
      },
      ...failures(400, 401, 403, 404),
    },
  },
});

export const ideaViewsOperations = [ideaViewsOperation];

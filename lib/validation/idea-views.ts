import { z } from 'zod';

/** The reads of a gated idea's full content, as its creator sees them (DESIGN.md section 14). */

export const IDEA_VIEW_SURFACE_NAMES = ['api', 'page', 'photo', 'document'] as const;

const timestamp = z.string().meta({ description: 'ISO 8601 time', example: '2025-01-15T09:30:00.000Z' });

export const ideaViewsQuerySchema = z.object({
  format: z.enum(['json', 'csv']).default('json'),
});
export type IdeaViewsQuery = z.output<typeof ideaViewsQuerySchema>;

export const ideaViewSchema = z
  .object({
    viewer: z.object({ _id: z.string(), displayName: z.string() }),
    surface: z.enum(IDEA_VIEW_SURFACE_NAMES).meta({
      description:
        'Where the content was read: `api` (GET /api/ideas/{id}), `page` (the idea page), `photo` (a photo file), `document`',
    }),
    firstAt: timestamp,
    lastAt: timestamp,
    count: z.int().meta({ description: 'Reads, counted per hour and summed' }),
  })
  .meta({ id: 'IdeaView' });
export type IdeaViewDTO = z.output<typeof ideaViewSchema>;

export const ideaViewsReplySchema = z
  .object({
    success: z.literal(true),
    views: z
      .array(ideaViewSchema)
      .meta({ description: 'One entry per viewer and surface, latest read first' }),
  })
  .meta({ id: 'IdeaViews' });

/** One requester's reads of one idea, on every surface together (the deals screen). */
export interface ViewSummaryDTO {
  firstAt: string;
  lastAt: string;
  count: number;
}

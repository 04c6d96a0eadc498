import { z } from 'zod';

/** How a saved search alerts its member: never, within a minute of a match, or in one daily digest. */
export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export type SavedSearchAlertValue = (typeof SAVED_SEARCH_ALERTS)[number];

export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCHES_MAX = 50;

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(SAVED_SEARCH_NAME_MAX, `name must be at most ${SAVED_SEARCH_NAME_MAX} characters`)
  .meta({ description: 'How the member calls the search', example: 'Solar gadgets' });

const alert = z.enum(SAVED_SEARCH_ALERTS, { error: 'alert must be off, instant or daily' }).meta({
  description:
    '`instant`: a mail within a minute of a matching idea being published; `daily`: one digest a day; `off`: none',
});

/** POST /api/saved-searches. `query` is checked with the list's own schema by the domain. */
export const savedSearchCreateSchema = z.object({
  name,
  query: z
    .string({ error: 'query must be the query string of /ideas' })
    .max(1000, 'query must be at most 1000 characters')
    .meta({
      description:
        'The query string of /ideas or GET /api/ideas (`category=Tech&search=solar`); paging and sort are left out',
      example: 'category=Tech&search=solar',
    }),
  alert: alert.default('off'),
});

/** PATCH /api/saved-searches/{id}: what to change. */
export const savedSearchUpdateSchema = z
  .object({ name: name.optional(), alert: alert.optional() })
  .refine((value) => value.name !== undefined || value.alert !== undefined, {
    error: 'Send name or alert to change',
  });

export type SavedSearchCreateInput = z.output<typeof savedSearchCreateSchema>;
export type SavedSearchUpdateInput = z.output<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    query: z
      .string()
      .meta({ description: 'Normalized: the list parameters that filter, in the list’s order' }),
    alert: z.enum(SAVED_SEARCH_ALERTS),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedSearch' });

export type SavedSearchDTO = z.infer<typeof savedSearchSchema>;

export const savedSearchReplySchema = z.object({ success: z.literal(true), savedSearch: savedSearchSchema });
export const savedSearchListReplySchema = z.object({
  success: z.literal(true),
  savedSearches: z.array(savedSearchSchema),
});

import { z } from 'zod';
import { ACCESS_REQUEST_STATUSES } from '@/lib/core/access-enums';

/** A creator's analytics of an idea (the listing's data room): the last 30 UTC days, oldest first. */

export const STATS_DAYS = 30;

const count = (description: string) => z.int().min(0).meta({ description });

export const ideaStatsDaySchema = z
  .object({
    date: z.string().meta({ description: 'The UTC day, YYYY-MM-DD', example: '2026-11-04' }),
    views: count('Visitors of the idea’s public page that day (each counted once a day)'),
    saves: count('Members who saved the idea that day (and still have it saved)'),
    requests: count('Access requests made that day, whatever their state now'),
    messages: count('Messages written to the creator about the idea that day'),
  })
  .meta({ id: 'IdeaStatsDay' });
export type IdeaStatsDay = z.output<typeof ideaStatsDaySchema>;

export const requestsByStateSchema = z
  .object(
    Object.fromEntries(ACCESS_REQUEST_STATUSES.map((status) => [status, z.int().min(0)])) as {
      [S in (typeof ACCESS_REQUEST_STATUSES)[number]]: z.ZodInt;
    },
  )
  .meta({ description: 'The requests made in the period, by their state now' });
export type RequestsByState = z.output<typeof requestsByStateSchema>;

export const ideaStatsTotalsSchema = z
  .object({
    views: count('Page visitors in the period (one a day each)'),
    saves: count('Saves in the period'),
    savedBy: count('Members who have the idea saved now (any time)'),
    requests: requestsByStateSchema,
    messages: count('Messages to the creator in the period'),
  })
  .meta({ id: 'IdeaStatsTotals' });
export type IdeaStatsTotals = z.output<typeof ideaStatsTotalsSchema>;

export const ideaStatsSchema = z.object({
  from: z
    .string()
    .meta({ description: 'The first UTC day of the period, YYYY-MM-DD', example: '2026-10-07' }),
  to: z.string().meta({ description: 'The last UTC day (today), YYYY-MM-DD', example: '2026-11-05' }),
  days: z
    .array(ideaStatsDaySchema)
    .meta({ description: `Every day of the period (${STATS_DAYS}), oldest first` }),
  totals: ideaStatsTotalsSchema,
});
export type IdeaStats = z.output<typeof ideaStatsSchema>;

export const ideaStatsReplySchema = ideaStatsSchema
  .extend({ success: z.literal(true) })
  .meta({ id: 'IdeaStats' });

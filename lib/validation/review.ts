import { z } from 'zod';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES, REVIEW_STATUSES } from '@/lib/core/idea-enums';
import { paginationSchema } from './idea-reply';

/** The review queue and the admin's decisions on ideas (MODERATION, /admin/review). */

export const REVIEW_PAGE_SIZE = 20;
export const REJECT_REASON_MAX = 1000;

export const REVIEW_MESSAGES = {
  reasonRequired: 'Say why the idea is not approved',
  reasonTooLong: `The reason can be at most ${REJECT_REASON_MAX} characters`,
  alreadyApproved: 'The idea is already approved',
  alreadyRejected: 'The idea is already rejected',
} as const;

const PAGE_ERROR = 'page must be a whole number from 1';

/** GET /api/admin/review: pending ideas (oldest first) or recently rejected ones (newest first). */
export const reviewQuerySchema = z.object({
  status: z
    .enum(['pending', 'rejected'], { error: 'status must be pending or rejected' })
    .default('pending')
    .meta({ description: 'pending (default): waiting, oldest first; rejected: the latest rejections first' }),
  page: z.coerce.number({ error: PAGE_ERROR }).int(PAGE_ERROR).min(1, PAGE_ERROR).default(1),
});
export type ReviewQuery = z.output<typeof reviewQuerySchema>;

/** POST /api/admin/ideas/{id}/reject. */
export const rejectInputSchema = z
  .object({
    reason: z
      .string({ error: REVIEW_MESSAGES.reasonRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.reasonRequired)
      .max(REJECT_REASON_MAX, REVIEW_MESSAGES.reasonTooLong)
      .meta({ description: `Told to the creator; 1 to ${REJECT_REASON_MAX} characters` }),
  })
  .meta({ id: 'RejectIdeaInput' });
export type RejectInput = z.output<typeof rejectInputSchema>;

/** An idea as an admin reviews it: every text, gated or not, and who created it. */
export const reviewItemSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    category: z.string(),
    type: z.enum(IDEA_TYPES),
    problemDescription: z.string(),
    solutionDescription: z.string(),
    additionalNotes: z.string(),
    protectionStatus: z.enum(PROTECTION_STATUSES),
    requireNDA: z.boolean(),
    desiredPrice: z.number(),
    contactPreference: z.enum(CONTACT_PREFERENCES),
    photos: z.array(z.string()),
    creator: z.object({ _id: z.string(), displayName: z.string(), email: z.string() }),
    review: z.object({
      status: z.enum(REVIEW_STATUSES),
      reason: z.string().nullable(),
      reviewedAt: z.iso.datetime().nullable(),
    }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime().meta({ description: 'Last edit: what is reviewed' }),
  })
  .meta({ id: 'ReviewItem' });

export const reviewQueueReplySchema = z
  .object({ success: z.literal(true), ideas: z.array(reviewItemSchema), pagination: paginationSchema })
  .meta({ id: 'ReviewQueue' });

export const reviewDecisionReplySchema = z
  .object({ success: z.literal(true), idea: reviewItemSchema })
  .meta({ id: 'ReviewDecision' });

export type ReviewItem = z.output<typeof reviewItemSchema>;
export type ReviewQueuePage = Omit<z.output<typeof reviewQueueReplySchema>, 'success'>;

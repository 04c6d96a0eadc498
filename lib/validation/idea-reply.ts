import { z } from 'zod';
import { IDEA_ACCESS_STATES } from '@/lib/core/access-enums';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from './idea';
import { IDEA_LISTING_STATUSES, REVIEW_STATUSES } from '@/lib/core/idea-enums';

/**
 * The idea replies of the API (DESIGN.md section 5, the spec's section 7): the types the pages and
 * the API share, and the OpenAPI document, come from these schemas.
 */

export const creatorInfoSchema = z
  .object({
    displayName: z.string(),
    photoURL: z.string().meta({ description: 'Absolute URL in API replies; empty when none' }),
    emailVerified: z.boolean().meta({ description: 'The creator proved their email address' }),
    email: z.string().optional().meta({
      description:
        "Only for signed-in viewers, when the idea's contactPreference is Email (its creator always gets it)",
    }),
    phone: z.string().optional().meta({
      description:
        "Only for signed-in viewers, when the idea's contactPreference is Phone and the creator has one",
    }),
  })
  .meta({ id: 'CreatorInfo', description: "The creator's current profile" });

/** Why an idea is not listed, for its creator and admins only. */
export const ideaReviewSchema = z
  .object({
    status: z.enum(REVIEW_STATUSES).meta({
      description:
        'pending: waits for an admin (MODERATION=pre, or edited after a rejection); rejected: see reason',
    }),
    reason: z.string().nullable().meta({ description: 'Why it was rejected; null otherwise' }),
    hidden: z.boolean().meta({ description: 'An admin hid the idea' }),
    hiddenReason: z
      .string()
      .nullable()
      .meta({ description: "The admin's reason for hiding it; null when not hidden or none was given" }),
    creatorSuspended: z.boolean().meta({ description: "The creator's account is suspended" }),
  })
  .meta({ id: 'IdeaReview' });

export const ideaSchema = z
  .object({
    _id: z.string().regex(/^[0-9a-f]{24}$/),
    title: z.string(),
    teaser: z.string().meta({
      description:
        'A public summary by the creator (plain text, at most 500 characters), shown to everyone, NDA-gated or not; empty when none',
    }),
    category: z.string(),
    type: z.enum(IDEA_TYPES),
    problemDescription: z.string().optional().meta({ description: 'Omitted when ndaLocked' }),
    solutionDescription: z.string().optional().meta({ description: 'Omitted when ndaLocked' }),
    protectionStatus: z.enum(PROTECTION_STATUSES),
    requireNDA: z.boolean(),
    desiredPrice: z.number().meta({ description: 'Dollars, at most 2 decimals' }),
    contactPreference: z.enum(CONTACT_PREFERENCES),
    additionalNotes: z.string().optional().meta({ description: 'Omitted when ndaLocked' }),
    photos: z
      .array(z.string())
      .optional()
      .meta({ description: 'Absolute image URLs in API replies; omitted when ndaLocked' }),
    creator: z.string().meta({
      description: 'User id of the creator: 24 hex characters, or the Firebase uid for Firebase accounts',
    }),
    creatorInfo: creatorInfoSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ndaLocked: z.boolean().meta({
      description:
        'True when the idea requires an NDA and the viewer is neither its creator nor holds an approved access request',
    }),
    access: z.enum(IDEA_ACCESS_STATES).meta({
      description:
        "The viewer's access: owner (the creator), or the state of their latest NDA access request (approved, pending, rejected, revoked); none for anyone else, a withdrawn request and anonymous viewers",
    }),
    watching: z.boolean().optional().meta({
      description:
        'Only for signed-in viewers: the viewer saved the idea to their watchlist (PUT /api/ideas/{id}/watch)',
    }),
    status: z.enum(IDEA_LISTING_STATUSES).optional().meta({
      description:
        'Only for its creator: listed, or archived (POST /api/ideas/{id}/archive: listed to nobody, its page says "No longer listed" to others, its conversations and access grants go on) until relisted (POST /api/ideas/{id}/relist). A listed idea may still wait for moderation: see review',
    }),
    review: ideaReviewSchema.optional().meta({
      description:
        'Only for its creator and admins, and only while the idea is not listed (pending or rejected review, hidden, suspended creator): nobody else can find it',
    }),
  })
  .meta({ id: 'Idea' });

export const paginationSchema = z
  .object({
    currentPage: z.int(),
    totalPages: z.int().meta({ description: '0 when nothing matches' }),
    totalCount: z.int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  })
  .meta({ id: 'Pagination' });

export const ideaPageSchema = z.object({
  ideas: z.array(ideaSchema),
  pagination: paginationSchema,
  nextCursor: z.string().nullable().optional().meta({
    description: 'Only when the request has `cursor`: the `cursor` of the next page, null after the last one',
  }),
  suggestion: z.string().optional().meta({
    description:
      'Only when a search found nothing: the search with its misspelt words corrected to words of listed ideas\' titles and categories, when that finds ideas with the same filters ("Did you mean …")',
  }),
});

export const ideaListReplySchema = ideaPageSchema
  .extend({ success: z.literal(true) })
  .meta({ id: 'IdeaList' });

/** Something the server changed in a saved body instead of refusing it. */
export const warningSchema = z
  .object({
    field: z.string().meta({ description: 'The body field, e.g. photos.0' }),
    message: z.string().meta({ description: 'A sentence for the caller' }),
  })
  .meta({ id: 'Warning' });

/** POST and PUT answer the saved idea itself, with `warnings` when entries were dropped. */
export const ideaWriteReplySchema = ideaSchema
  .extend({
    warnings: z
      .array(warningSchema)
      .optional()
      .meta({ description: 'Present when entries of the body were dropped (photo file names)' }),
  })
  .meta({ id: 'SavedIdea' });

export const ideaDeletedReplySchema = z
  .object({ success: z.literal(true), message: z.literal('Idea deleted successfully') })
  .meta({ id: 'IdeaDeleted' });

export type IdeaDTO = z.output<typeof ideaSchema>;
export type IdeaReview = z.output<typeof ideaReviewSchema>;
export type Pagination = z.output<typeof paginationSchema>;
export type IdeaPage = z.output<typeof ideaPageSchema>;
export type IdeaWarning = z.output<typeof warningSchema>;
export type SavedIdea = z.output<typeof ideaWriteReplySchema>;

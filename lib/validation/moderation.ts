import { z } from 'zod';

/** Reports and their outcomes (DESIGN.md section 9): inputs and replies, shared by forms, handlers and OpenAPI. */

export const REPORT_TARGET_TYPES = ['idea', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'scam', 'offensive', 'stolen', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report dialog lists, in this order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  scam: 'Scam or fraud',
  offensive: 'Offensive or abusive',
  stolen: 'Stolen idea (intellectual property)',
  other: 'Other',
};

export const MAX_REPORT_DETAILS = 2_000;
export const MAX_MODERATION_REASON = 1_000;

export const MODERATION_MESSAGES = {
  signIn: 'Please sign in to report',
  reason: `Please choose a reason: ${REPORT_REASONS.join(', ')}`,
  detailsRequired: 'Please say what is wrong',
  details: `The details can be at most ${MAX_REPORT_DETAILS.toLocaleString('en-US')} characters`,
  targetType: `targetType must be one of ${REPORT_TARGET_TYPES.join(', ')}`,
  ownIdea: 'You cannot report your own idea',
  self: 'You cannot report yourself',
  ownMessage: 'You cannot report your own message',
  ideaNotFound: 'Idea not found',
  userNotFound: 'User not found',
  messageNotFound: 'Message not found',
  duplicate: 'You already reported this; an admin will look at it.',
  nothingOpen: 'There are no open reports about this',
  alreadyHidden: 'The idea is already hidden',
  notHidden: 'The idea is not hidden',
  alreadySuspended: 'The member is already suspended',
  notSuspended: 'The member is not suspended',
  selfSuspend: 'You cannot suspend yourself',
} as const;

const reasonText = z
  .string({ error: 'The reason must be text' })
  .trim()
  .max(
    MAX_MODERATION_REASON,
    `The reason can be at most ${MAX_MODERATION_REASON.toLocaleString('en-US')} characters`,
  );

export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MESSAGES.targetType }),
    targetId: z.string({ error: 'targetId must be text' }).trim().min(1, 'targetId is required').max(64),
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reason }),
    details: z
      .string({ error: 'The details must be text' })
      .trim()
      .max(MAX_REPORT_DETAILS, MODERATION_MESSAGES.details)
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: MODERATION_MESSAGES.detailsRequired });
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportData = z.output<typeof reportInputSchema>;

export const reportReplySchema = z
  .object({
    success: z.literal(true),
    report: z.object({
      _id: z.string(),
      targetType: z.enum(REPORT_TARGET_TYPES),
      targetId: z.string(),
      reason: z.enum(REPORT_REASONS),
      status: z.literal('open'),
      createdAt: z.string(),
    }),
  })
  .meta({ id: 'ReportReply' });

export const reportQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed'], { error: 'status must be open or closed' }).default('open'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});
export type ReportQueueQuery = z.output<typeof reportQueueQuerySchema>;

const party = z.object({ _id: z.string().nullable(), displayName: z.string() });

export const reportQueueItemSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string(),
    /** Idea title, member name or message text; null when the item no longer exists. */
    preview: z.string().nullable(),
    /** Idea: its creator; user: the member; message: its sender. */
    owner: party.nullable(),
    /** Message reports: the other side of the thread. */
    recipient: party.nullable(),
    /** Message reports: the thread's idea. */
    ideaId: z.string().nullable(),
    reportCount: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
    details: z.array(z.string()),
    latestAt: z.string(),
    status: z.enum(['open', 'actioned', 'dismissed']),
    resolution: z.string().nullable(),
    /** The idea is hidden (ideas) or the member is suspended (users, message senders). */
    actioned: z.boolean(),
    /** Idea reports: its view log in short (reads of its gated content by others than its creator); null otherwise. */
    viewLog: z
      .object({
        viewers: z.number().int().meta({ description: 'Members who read it' }),
        reads: z.number().int().meta({ description: 'Reads, all surfaces together' }),
        lastAt: z.string().nullable().meta({ description: 'The latest read' }),
      })
      .nullable(),
  })
  .meta({ id: 'ReportQueueItem' });
export type ReportQueueItem = z.output<typeof reportQueueItemSchema>;

export const reportQueueReplySchema = z
  .object({
    success: z.literal(true),
    items: z.array(reportQueueItemSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'ReportQueueReply' });

export const moderationReasonInputSchema = z.object({ reason: reasonText.optional() });
export type ModerationReasonInput = z.output<typeof moderationReasonInputSchema>;

export const dismissInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MESSAGES.targetType }),
  targetId: z.string({ error: 'targetId must be text' }).trim().min(1, 'targetId is required').max(64),
  note: reasonText.optional(),
});
export type DismissInput = z.output<typeof dismissInputSchema>;

export const moderatedIdeaReplySchema = z
  .object({
    success: z.literal(true),
    idea: z.object({ _id: z.string(), hidden: z.boolean(), hiddenReason: z.string().nullable() }),
  })
  .meta({ id: 'ModeratedIdeaReply' });

export const moderatedUserSchema = z
  .object({
    _id: z.string(),
    displayName: z.string(),
    email: z.string(),
    role: z.enum(['member', 'admin']),
    status: z.enum(['active', 'suspended']),
    suspendedAt: z.string().nullable(),
    suspensionReason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ModeratedUser' });
export type ModeratedUser = z.output<typeof moderatedUserSchema>;

export const moderatedUserReplySchema = z
  .object({ success: z.literal(true), user: moderatedUserSchema })
  .meta({ id: 'ModeratedUserReply' });

export const userSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

export const userSearchReplySchema = z
  .object({
    success: z.literal(true),
    users: z.array(moderatedUserSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'UserSearchReply' });

export const dismissReplySchema = z
  .object({ success: z.literal(true), dismissed: z.number().int() })
  .meta({ id: 'DismissReply' });

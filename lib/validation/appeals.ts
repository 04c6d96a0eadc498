import { z } from 'zod';

/** 'Ask for a review' of a moderation decision, and the admin's answer (DESIGN.md section 9). */

export const APPEAL_MESSAGE_MAX = 1000;
export const APPEAL_REPLY_MAX = 1000;

export const APPEAL_DECISION_KINDS = ['hide', 'reject', 'suspend'] as const;
export const APPEAL_STATUS_VALUES = ['open', 'reversed', 'upheld'] as const;
export const APPEAL_OUTCOMES = ['reverse', 'uphold'] as const;

export const APPEAL_MESSAGES = {
  messageRequired: 'Please say why the decision should be looked at again',
  messageTooLong: `The message can be at most ${APPEAL_MESSAGE_MAX.toLocaleString('en-US')} characters`,
  replyRequired: 'Please write a reply to the member',
  replyTooLong: `The reply can be at most ${APPEAL_REPLY_MAX.toLocaleString('en-US')} characters`,
  outcome: 'outcome must be reverse or uphold',
  nothingToReview: 'This idea is listed: there is no decision to review',
  duplicate: 'You already asked for a review of this decision.',
  notFound: 'Review request not found',
  alreadyAnswered: 'This review request is already answered',
  signIn: 'Please sign in to ask for a review',
  // One answer for an unknown email, a wrong password and an account that is not suspended.
  notSuspended: 'The email or password is not correct, or the account is not suspended.',
  emailRequired: 'Please enter the email address of your account',
  passwordRequired: 'Please enter your password',
} as const;

/** POST /api/ideas/{id}/appeal. */
export const appealInputSchema = z
  .object({
    message: z
      .string({ error: APPEAL_MESSAGES.messageRequired })
      .trim()
      .min(1, APPEAL_MESSAGES.messageRequired)
      .max(APPEAL_MESSAGE_MAX, APPEAL_MESSAGES.messageTooLong)
      .meta({ description: `Why an admin should look again; 1 to ${APPEAL_MESSAGE_MAX} characters` }),
  })
  .meta({ id: 'AppealInput' });
export type AppealInput = z.output<typeof appealInputSchema>;

/**
 * POST /api/appeals/suspension: a suspended member has no session, so the account's email and
 * password say whose suspension is to be looked at again.
 */
export const suspensionAppealInputSchema = appealInputSchema
  .extend({
    email: z
      .string({ error: APPEAL_MESSAGES.emailRequired })
      .trim()
      .min(1, APPEAL_MESSAGES.emailRequired)
      .max(320)
      .meta({ description: 'The email address of the suspended account' }),
    password: z
      .string({ error: APPEAL_MESSAGES.passwordRequired })
      .min(1, APPEAL_MESSAGES.passwordRequired)
      .max(1000)
      .meta({ description: 'Its password' }),
  })
  .meta({ id: 'SuspensionAppealInput' });
export type SuspensionAppealInput = z.output<typeof suspensionAppealInputSchema>;

/** POST /api/admin/appeals/{id}/answer. */
export const appealAnswerInputSchema = z
  .object({
    outcome: z.enum(APPEAL_OUTCOMES, { error: APPEAL_MESSAGES.outcome }).meta({
      description: 'reverse: restore the hidden idea or approve the rejected one; uphold: keep the decision',
    }),
    reply: z
      .string({ error: APPEAL_MESSAGES.replyRequired })
      .trim()
      .min(1, APPEAL_MESSAGES.replyRequired)
      .max(APPEAL_REPLY_MAX, APPEAL_MESSAGES.replyTooLong)
      .meta({ description: 'Told to the member' }),
  })
  .meta({ id: 'AppealAnswerInput' });
export type AppealAnswerInput = z.output<typeof appealAnswerInputSchema>;

export const appealQuerySchema = z.object({
  status: z
    .enum(['open', 'answered'], { error: 'status must be open or answered' })
    .default('open')
    .meta({ description: 'open (default): waiting, oldest first; answered: the latest answers first' }),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
});

export const appealSchema = z
  .object({
    _id: z.string(),
    decision: z
      .enum(APPEAL_DECISION_KINDS)
      .meta({ description: 'What was decided: hide, reject or suspend' }),
    targetId: z.string().meta({ description: 'The idea (hide, reject) or the member (suspend)' }),
    /** The idea's title or the member's name; null when it no longer exists. */
    targetTitle: z.string().nullable(),
    decidedAt: z.iso.datetime(),
    decisionReason: z.string().nullable().meta({ description: "The admin's reason for the decision" }),
    member: z.object({ _id: z.string(), displayName: z.string() }),
    message: z.string(),
    status: z.enum(APPEAL_STATUS_VALUES),
    reply: z.string().nullable(),
    answeredAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Appeal' });
export type Appeal = z.output<typeof appealSchema>;

export const appealReplySchema = z
  .object({ success: z.literal(true), appeal: appealSchema })
  .meta({ id: 'AppealReply' });

export const currentAppealReplySchema = z
  .object({
    success: z.literal(true),
    appeal: appealSchema
      .nullable()
      .meta({ description: 'The request about the decision in force; null when none was made' }),
  })
  .meta({ id: 'CurrentAppealReply' });

export const appealQueueReplySchema = z
  .object({
    success: z.literal(true),
    appeals: z.array(appealSchema),
    page: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AppealQueueReply' });
export type AppealQueuePage = Omit<z.output<typeof appealQueueReplySchema>, 'success'>;

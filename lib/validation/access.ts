import { z } from 'zod';
import { ACCESS_REQUEST_STATUSES } from '@/lib/core/access-enums';
import { MAX_NDA_TEXT } from '@/lib/core/input-limits';

export { ACCESS_REQUEST_STATUSES, IDEA_ACCESS_STATES, OPEN_ACCESS_STATUSES } from '@/lib/core/access-enums';
export type { AccessRequestStatus, IdeaAccess } from '@/lib/core/access-enums';

/** The NDA deal room (DESIGN.md section 8): inputs and replies, shared by handlers, forms and OpenAPI. */

export { MAX_NDA_TEXT };
export const MAX_INTRO_MESSAGE = 2_000;
export const MAX_REASON = 1_000;

export const ACCESS_MESSAGES = {
  agree: 'Please agree to the terms of this NDA',
  fullName: 'Please type your full legal name (2 to 200 characters)',
  notGated: 'This idea does not require an NDA',
  ownIdea: 'You created this idea: you do not need to request access',
  openRequestExists: 'You already have an open access request for this idea',
  archived: 'This idea is no longer listed: its creator takes no new access requests',
  signIn: 'Please sign in to request access',
  signInToSee: 'Please sign in to see access requests',
  signInToDecide: 'Please sign in to decide on access requests',
  onlyCreator: 'Only the creator of the idea can decide on its access requests',
  onlyRequester: 'Only the requester can withdraw an access request',
  notFound: 'Access request not found',
  onlyCreatorNda: 'Only the creator of the idea can change its NDA',
  transition: (from: string, action: string) => `A ${from} request cannot be ${action}`,
} as const;

export const accessRequestInputSchema = z.object({
  fullName: z
    .string({ error: ACCESS_MESSAGES.fullName })
    .trim()
    .min(2, ACCESS_MESSAGES.fullName)
    .max(200, ACCESS_MESSAGES.fullName),
  agree: z.literal(true, { error: ACCESS_MESSAGES.agree }),
  message: z
    .string({ error: 'The message must be text' })
    .trim()
    .max(
      MAX_INTRO_MESSAGE,
      `The message can be at most ${MAX_INTRO_MESSAGE.toLocaleString('en-US')} characters`,
    )
    .optional()
    .default(''),
});
export type AccessRequestInput = z.input<typeof accessRequestInputSchema>;

export const accessDecisionInputSchema = z.object({
  reason: z
    .string({ error: 'The reason must be text' })
    .trim()
    .max(MAX_REASON, `The reason can be at most ${MAX_REASON.toLocaleString('en-US')} characters`)
    .optional(),
});

export const accessRequestListQuerySchema = z.object({
  role: z.enum(['incoming', 'outgoing'], { error: 'role must be incoming or outgoing' }).default('incoming'),
  status: z
    .enum(ACCESS_REQUEST_STATUSES, {
      error: `status must be one of ${ACCESS_REQUEST_STATUSES.join(', ')}`,
    })
    .optional(),
});
export type AccessRequestListQuery = z.output<typeof accessRequestListQuerySchema>;

/** The creator's NDA settings for an idea (PUT /api/ideas/{id}/nda). */
export const ideaNdaInputSchema = z.object({
  text: z
    .string({ error: 'The NDA text must be text' })
    .trim()
    .max(MAX_NDA_TEXT, `The NDA text can be at most ${MAX_NDA_TEXT.toLocaleString('en-US')} characters`)
    .nullable()
    .optional()
    .meta({ description: 'Your own NDA text; empty or null: the platform standard NDA; absent: unchanged' }),
  autoApprove: z
    .boolean({ error: 'autoApprove must be true or false' })
    .optional()
    .meta({ description: 'Approve access requests at once; absent: unchanged' }),
});
export type IdeaNdaInput = z.output<typeof ideaNdaInputSchema>;

const statusSchema = z.enum(ACCESS_REQUEST_STATUSES);

export const ndaSchema = z
  .object({
    version: z
      .string()
      .meta({ description: "'1.0' for the standard NDA, 'custom-<12 hex of the hash>' for a creator's own" }),
    hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({ description: 'SHA-256 of the text, hex' }),
    text: z.string(),
    custom: z.boolean().meta({ description: "The creator's own text rather than the platform standard" }),
  })
  .meta({ id: 'Nda' });

export const ndaReplySchema = z
  .object({ success: z.literal(true), nda: ndaSchema, autoApprove: z.boolean().optional() })
  .meta({ id: 'NdaReply' });

export const accessRequestEventSchema = z
  .object({
    status: statusSchema,
    at: z.iso.datetime(),
    by: z
      .string()
      .nullable()
      .meta({ description: 'User id of who made the change; null: automatic (or a deleted account)' }),
    reason: z.string().optional().meta({ description: 'The reason given with a rejection or revocation' }),
  })
  .meta({ id: 'AccessRequestEvent' });

/** How the requester's other requests to the same creator ended, counted by status. */
export const earlierRequestsSchema = z
  .object({
    total: z.int(),
    pending: z.int(),
    approved: z.int(),
    rejected: z.int(),
    revoked: z.int(),
    withdrawn: z.int(),
  })
  .meta({
    id: 'EarlierAccessRequests',
    description: "The requester's requests to the same creator's ideas made before this one, by status",
  });

export const requesterSchema = z
  .object({
    _id: z.string().meta({ description: 'User id; the public profile is /profile/{_id}' }),
    displayName: z.string(),
    emailVerified: z.boolean().meta({ description: 'The requester proved their email address' }),
    memberSince: z.iso.datetime().meta({ description: 'When the requester joined' }),
    earlierRequests: earlierRequestsSchema,
  })
  .meta({ id: 'AccessRequester' });

export const accessRequestSchema = z
  .object({
    _id: z.string().regex(/^[0-9a-f]{24}$/),
    ideaId: z.string(),
    ideaTitle: z.string(),
    requester: requesterSchema,
    status: statusSchema,
    fullName: z.string().meta({ description: 'The full legal name the requester typed to sign' }),
    message: z.string().meta({ description: 'The intro message (empty when none)' }),
    ndaVersion: z.string(),
    ndaHash: z.string(),
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
    history: z.array(accessRequestEventSchema).meta({ description: 'Oldest first' }),
  })
  .meta({ id: 'AccessRequest' });

export const accessRequestReplySchema = z
  .object({ success: z.literal(true), request: accessRequestSchema })
  .meta({ id: 'AccessRequestReply' });

export const accessRequestListReplySchema = z
  .object({ success: z.literal(true), requests: z.array(accessRequestSchema) })
  .meta({ id: 'AccessRequestList' });

export type AccessRequestDTO = z.output<typeof accessRequestSchema>;
export type EarlierRequestsDTO = z.output<typeof earlierRequestsSchema>;
export type AccessRequestEventDTO = z.output<typeof accessRequestEventSchema>;
export type NdaDTO = z.output<typeof ndaSchema>;

import { z } from 'zod';
import { ideaSchema } from './idea-reply';

/** What archiving (withdrawing) and relisting an idea answer, and the sentences of their refusals. */
export const IDEA_LIFECYCLE_MESSAGES = {
  signInToArchive: 'Please sign in to archive the idea',
  signInToRelist: 'Please sign in to relist the idea',
  notAuthorizedToArchive: 'You are not authorized to archive this idea',
  notAuthorizedToRelist: 'You are not authorized to relist this idea',
} as const;

export const ideaListingReplySchema = z
  .object({
    success: z.literal(true),
    // The idea as its creator sees it, `status` included.
    idea: ideaSchema,
  })
  .meta({ id: 'IdeaListing' });

export type IdeaListingReply = z.output<typeof ideaListingReplySchema>;

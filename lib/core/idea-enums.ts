/**
 * The fixed choices of an idea. Plain constants: the table definition (models/ideas.ts), the
 * shared schemas and the browser's forms all read them from here, so no form pulls in Drizzle.
 */
export const IDEA_TYPES = ['Product', 'Service'] as const;
export const PROTECTION_STATUSES = ['None', 'Patent', 'Trademark', 'Copyright', 'Trade Secret'] as const;
export const CONTACT_PREFERENCES = ['Email', 'Phone', 'Messaging'] as const;

/**
 * An idea's review: `approved` (live), `pending` (MODERATION=pre: waiting for an admin) or
 * `rejected` (with a reason). Only approved ideas are listed to anyone but their creator.
 */
export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Whether the creator lists the idea: `listed`, or `archived` (withdrawn: listed to nobody, its
 * page 'No longer listed' to others) until they relist it. Moderation may still keep a listed idea
 * from the list (its review).
 */
export const IDEA_LISTING_STATUSES = ['listed', 'archived'] as const;
export type IdeaListingStatus = (typeof IDEA_LISTING_STATUSES)[number];

/** What a data-room document is, as its bytes tell (never its name or declared type). */
export const DOCUMENT_KINDS = ['pdf', 'image', 'text', 'csv', 'office', 'zip'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * The states of an NDA access request, and what the idea object says about its viewer. Plain
 * constants, so the table (models/access.ts), the schemas and the browser's forms share them.
 */
export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'revoked', 'withdrawn'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** The viewer's access to an idea: a withdrawn request leaves the viewer at 'none'. */
export const IDEA_ACCESS_STATES = ['owner', 'approved', 'pending', 'rejected', 'revoked', 'none'] as const;
export type IdeaAccess = (typeof IDEA_ACCESS_STATES)[number];

/** A request that still counts: at most one per (idea, requester). */
export const OPEN_ACCESS_STATUSES = ['pending', 'approved'] as const satisfies readonly AccessRequestStatus[];

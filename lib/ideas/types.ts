import type { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/models/ideas';

/** The idea as the API returns it and pages render it (DESIGN.md section 5). */
export interface IdeaDTO {
  _id: string;
  title: string;
  category: string;
  type: (typeof IDEA_TYPES)[number];
  protectionStatus: (typeof PROTECTION_STATUSES)[number];
  requireNDA: boolean;
  desiredPrice: number;
  contactPreference: (typeof CONTACT_PREFERENCES)[number];
  /** Omitted when `ndaLocked`. */
  problemDescription?: string;
  solutionDescription?: string;
  additionalNotes?: string;
  photos?: string[];
  creator: string;
  /** From the creator's current profile; `email` only for signed-in viewers. */
  creatorInfo: { displayName: string; photoURL: string; email?: string };
  createdAt: string;
  updatedAt: string;
  /** True when the idea requires an NDA and the viewer is not its creator. */
  ndaLocked: boolean;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface IdeaPage {
  ideas: IdeaDTO[];
  pagination: Pagination;
}

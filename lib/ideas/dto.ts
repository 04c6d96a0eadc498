import 'server-only';
import type { AccessRequestStatus, IdeaAccess } from '@/lib/core/access-enums';
import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/lib/core/idea-enums';
import { isAdmin, type IdeaRow, type User, type Viewer } from '@/models';
import type { IdeaDTO } from './types';
import { isCleared } from './visibility';

/** An idea row joined with its creator's current profile, as the queries select it. */
export type IdeaRecord = Omit<
  IdeaRow,
  'titleLower' | 'searchPublic' | 'searchPrivate' | 'ndaText' | 'ndaAutoApprove'
> & {
  creatorDisplayName: User['displayName'];
  creatorPhotoURL: User['photoURL'];
  creatorEmail: User['email'];
  creatorPhone: User['phone'];
  creatorEmailVerifiedAt: User['emailVerifiedAt'];
  /**
   * The status of the viewer's latest access request to this idea, selected with the row for the
   * viewer the record is shaped for (absent or null: none).
   */
  viewerRequest?: AccessRequestStatus | null;
  /** Whether that viewer saved the idea (absent or null: not read, e.g. anonymous). */
  viewerWatching?: boolean | null;
};

/** What the access rule needs of an idea, read for one viewer. */
export type GateFields = Pick<IdeaRow, 'requireNDA' | 'creatorId'> & Pick<IdeaRecord, 'viewerRequest'>;

/** The viewer's access to an idea: its creator, or where their latest access request stands. */
export function ideaAccess(record: GateFields, viewer: Viewer | null): IdeaAccess {
  if (!viewer) return 'none';
  if (viewer.id === record.creatorId) return 'owner';
  const status = record.viewerRequest;
  return !status || status === 'withdrawn' ? 'none' : status;
}

/**
 * The enum columns are plain text in PostgreSQL (the enum is Drizzle's typing only), so a legacy or
 * imported row may hold another value: it reads as the spec's edit fallback.
 */
export const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * True when `viewer` may see the gated texts of an idea: it is not gated, or the viewer created it
 * or holds an approved access request (`record.viewerRequest` must have been read for this viewer).
 */
export function canSeeGated(record: GateFields, viewer: Viewer | null): boolean {
  if (!record.requireNDA) return true;
  const access = ideaAccess(record, viewer);
  return access === 'owner' || access === 'approved';
}

/**
 * Shapes a row for the API and the pages. NDA-gated texts and photos are left out for everyone but
 * the creator and approved requesters. The creator's email (on ideas preferring Email) and phone (on ideas
 * preferring Phone) go to signed-in viewers only.
 */
export function toIdeaDTO(record: IdeaRecord, viewer: Viewer | null): IdeaDTO {
  const ndaLocked = !canSeeGated(record, viewer);
  const contactPreference = oneOf(CONTACT_PREFERENCES, record.contactPreference, 'Email');
  const dto: IdeaDTO = {
    _id: record.id,
    title: record.title,
    teaser: record.teaser,
    category: record.category,
    type: oneOf(IDEA_TYPES, record.type, 'Product'),
    protectionStatus: oneOf(PROTECTION_STATUSES, record.protectionStatus, 'None'),
    requireNDA: record.requireNDA,
    desiredPrice: record.desiredPrice,
    contactPreference,
    creator: record.creatorId,
    creatorInfo: {
      displayName: record.creatorDisplayName,
      photoURL: record.creatorPhotoURL,
      emailVerified: record.creatorEmailVerifiedAt !== null,
      // Only where the creator asked to be emailed (or to the creator): a seller preferring
      // Messaging keeps the first contact, and so the NDA, on the platform.
      ...(viewer && record.creatorEmail && (contactPreference === 'Email' || viewer.id === record.creatorId)
        ? { email: record.creatorEmail }
        : {}),
      // Only where the creator asked to be called: a number is not shown on their other ideas.
      ...(viewer && contactPreference === 'Phone' && record.creatorPhone
        ? { phone: record.creatorPhone }
        : {}),
    },
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    ndaLocked,
    access: ideaAccess(record, viewer),
  };
  if (viewer) dto.watching = record.viewerWatching === true;
  // The creator's choice: listed, or archived (withdrawn) until they relist it.
  if (viewer && viewer.id === record.creatorId)
    dto.status = record.archivedAt === null ? 'listed' : 'archived';
  if (viewer && !isCleared(record) && (viewer.id === record.creatorId || isAdmin(viewer))) {
    dto.review = {
      status: record.reviewStatus,
      reason: record.reviewStatus === 'rejected' ? record.reviewReason : null,
      hidden: record.hiddenAt !== null,
      hiddenReason: record.hiddenAt !== null ? record.hiddenReason : null,
      creatorSuspended: record.creatorSuspended,
    };
  }
  if (!ndaLocked) {
    dto.problemDescription = record.problemDescription;
    dto.solutionDescription = record.solutionDescription;
    dto.additionalNotes = record.additionalNotes;
    dto.photos = record.photos;
  }
  return dto;
}

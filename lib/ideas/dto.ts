import { CONTACT_PREFERENCES, IDEA_TYPES, PROTECTION_STATUSES } from '@/models/ideas';
import type { Viewer } from '@/lib/auth/viewer';
import type { IdeaDTO } from './types';

/** An idea row joined with its creator's current profile, as the queries select it. */
export interface IdeaRecord {
  id: string;
  title: string;
  category: string;
  type: string | null;
  problemDescription: string | null;
  solutionDescription: string | null;
  protectionStatus: string | null;
  requireNDA: boolean | null;
  desiredPrice: number | string | null;
  contactPreference: string | null;
  additionalNotes: string | null;
  photos: string[] | null;
  creatorId: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  creatorDisplayName: string | null;
  creatorPhotoURL: string | null;
  creatorEmail: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** True when `viewer` may see the gated texts of an idea. */
export function canSeeGated(
  record: { requireNDA: boolean | null; creatorId: string },
  viewer: Viewer | null,
): boolean {
  return !record.requireNDA || viewer?.id === record.creatorId;
}

/**
 * Shapes a row for the API and the pages. Legacy or imported rows get the spec's edit fallbacks
 * (type Product, protection None, contact Email, price 0, empty texts, no photos). NDA-gated texts
 * and photos are left out for everyone but the creator; the creator's email only for signed-in viewers.
 */
export function toIdeaDTO(record: IdeaRecord, viewer: Viewer | null): IdeaDTO {
  const price = Number(record.desiredPrice ?? 0);
  const ndaLocked = !canSeeGated(record, viewer);
  const dto: IdeaDTO = {
    _id: record.id,
    title: record.title ?? '',
    category: record.category ?? '',
    type: oneOf(IDEA_TYPES, record.type, 'Product'),
    protectionStatus: oneOf(PROTECTION_STATUSES, record.protectionStatus, 'None'),
    requireNDA: record.requireNDA === true,
    desiredPrice: Number.isFinite(price) ? price : 0,
    contactPreference: oneOf(CONTACT_PREFERENCES, record.contactPreference, 'Email'),
    creator: record.creatorId,
    creatorInfo: {
      displayName: record.creatorDisplayName ?? '',
      photoURL: record.creatorPhotoURL ?? '',
      ...(viewer && record.creatorEmail ? { email: record.creatorEmail } : {}),
    },
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
    ndaLocked,
  };
  if (!ndaLocked) {
    dto.problemDescription = record.problemDescription ?? '';
    dto.solutionDescription = record.solutionDescription ?? '';
    dto.additionalNotes = record.additionalNotes ?? '';
    dto.photos = Array.isArray(record.photos) ? record.photos : [];
  }
  return dto;
}

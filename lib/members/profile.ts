import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { absoluteUrl } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { listedIdea } from '@/lib/ideas';
import { InvalidError, NotFoundError } from '@/lib/core/errors';
import { listCategoryNames, listLanguageNames } from '@/lib/reference';
import { assertOwnUploadUrl, deleteUploadByUrl, uploadKeyFromUrl } from '@/lib/platform/storage';
import type { ProfileData } from '@/lib/validation/profile';
import type { PublicUserInfo } from '@/lib/validation/user-reply';
import { ideas, users, type User } from '@/models';
import { findUserById } from '@/lib/identity';
import { isUserId, normalizeUserId } from '@/lib/validation/user-id';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** What anyone may see of a user (never the email). */
export interface PublicProfile {
  id: string;
  displayName: string;
  fullName: string;
  photoURL: string;
  isOnline: boolean;
  bio: string;
  location: string;
  website: string;
  preferredCategories: string[];
  languagePreferences: string[];
  cvUrl: string;
  ideaCount: number;
  /** The user proved their email address (a verification link, Google or Firebase). */
  emailVerified: boolean;
  createdAt: string;
}

/** The member's listed ideas (what anyone may find of theirs). */
export async function countIdeasBy(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(ideas)
    .where(and(eq(ideas.creatorId, userId), listedIdea));
  return Number(row?.n ?? 0);
}

export function publicProfileOf(user: User, ideaCount: number): PublicProfile {
  return {
    id: user.id,
    displayName: user.displayName,
    fullName: user.fullName,
    photoURL: user.photoURL,
    isOnline: user.isOnline,
    bio: user.bio,
    location: user.location,
    website: user.website,
    preferredCategories: user.preferredCategories,
    languagePreferences: user.languagePreferences,
    cvUrl: user.cvUrl,
    ideaCount,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** A user's public profile with their idea count; null for an unknown or malformed id. */
export async function findPublicProfile(userId: string): Promise<PublicProfile | null> {
  if (!isUserId(userId)) return null;
  const user = await findUserById(normalizeUserId(userId));
  if (!user) return null;
  return publicProfileOf(user, await countIdeasBy(user.id));
}

/**
 * GET /api/ideas/user/{id}: the spec's public fields plus the idea count, the photo as an absolute
 * URL; 404 when missing.
 */
export async function publicUserInfo(userId: string): Promise<PublicUserInfo> {
  const profile = await findPublicProfile(userId);
  if (!profile) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
  return {
    displayName: profile.displayName,
    photoURL: absoluteUrl(profile.photoURL),
    isOnline: profile.isOnline,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    preferredCategories: profile.preferredCategories,
    languagePreferences: profile.languagePreferences,
    ideaCount: profile.ideaCount,
  };
}

/** A new photo or CV must be the user's own upload; the current value may stay as it is. */
async function checkFileUrl(
  next: string,
  current: string,
  userId: string,
  kind: 'profile_image' | 'cv',
  field: string,
) {
  if (next === '' || next === current) return;
  const message =
    kind === 'cv' ? 'Upload your CV here before saving' : 'Upload your photo here before saving';
  await assertOwnUploadUrl(next, userId, { kind, message, field });
}

/** Updates the user's own profile; the email never changes here. Replaced uploads are deleted. */
export async function updateProfile(userId: string, data: ProfileData): Promise<User> {
  const current = await findUserById(userId);
  if (!current) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
  const [categoryNames, languageNames] = await Promise.all([listCategoryNames(), listLanguageNames()]);
  const unknownCategory = data.preferredCategories.find((c) => !categoryNames.includes(c));
  if (unknownCategory)
    throw new InvalidError(`Unknown category: ${unknownCategory}`, {
      preferredCategories: `Unknown category: ${unknownCategory}`,
    });
  const unknownLanguage = data.languagePreferences.find((l) => !languageNames.includes(l));
  if (unknownLanguage)
    throw new InvalidError(`Unknown language: ${unknownLanguage}`, {
      languagePreferences: `Unknown language: ${unknownLanguage}`,
    });
  await checkFileUrl(data.photoURL, current.photoURL, userId, 'profile_image', 'photoURL');
  await checkFileUrl(data.cvUrl, current.cvUrl, userId, 'cv', 'cvUrl');
  const [updated] = await getDb()
    .update(users)
    .set({
      displayName: data.displayName,
      fullName: data.fullName,
      bio: data.bio,
      location: data.location,
      website: data.website,
      phone: data.phone,
      photoURL: data.photoURL,
      cvUrl: data.cvUrl,
      preferredCategories: [...new Set(data.preferredCategories)],
      languagePreferences: [...new Set(data.languagePreferences)],
    })
    .where(eq(users.id, userId))
    .returning();
  for (const [before, after] of [
    [current.photoURL, data.photoURL],
    [current.cvUrl, data.cvUrl],
  ] as const) {
    if (before && uploadKeyFromUrl(before) !== uploadKeyFromUrl(after))
      await deleteUploadByUrl(before, userId);
  }
  return updated!;
}

/** A new profile photo upload becomes the user's photo at once (it replaces the one file they have). */
export async function setProfilePhoto(userId: string, url: string): Promise<void> {
  await getDb().update(users).set({ photoURL: url }).where(eq(users.id, userId));
}

import 'server-only';
import { z } from 'zod';
import { encodeFirebaseScryptHash, type FirebaseHashConfig } from '@/lib/identity';
import { profileSchema } from '@/lib/validation/profile';
import type { NewUser } from '@/models';
import type { Finding, RecordRef } from './report';
import { describeIssues } from './schemas';
import type { UserCandidate } from './user-sources';

export type UserValues = NewUser & { id: string; email: string };

export interface PlannedUser {
  ref: RecordRef;
  values: UserValues;
  googleIds: string[];
}

const emailSchema = z.email();

/** Our row for one original user: the Firestore profile, completed by the Firebase Auth record. */
export function planUser(
  candidate: UserCandidate,
  hashConfig: FirebaseHashConfig | undefined,
  hasAuthFile: boolean,
  notes: Finding[],
): PlannedUser | string {
  const { uid, profile, auth } = candidate;
  const ref = (profile ?? auth)!.ref;
  const p = profile?.data;
  const a = auth?.data;
  const email = (a?.email ?? p?.email ?? '').trim();
  if (!email) return 'no email address (a phone or anonymous account cannot be imported)';
  if (!emailSchema.safeParse(email).success) return `email "${email}" is not a valid address`;
  if (a?.email && p?.email && a.email.trim().toLowerCase() !== p.email.trim().toLowerCase()) {
    notes.push({
      ...ref,
      message: `profile email ${p.email} differs from the sign-in email: ${a.email} is used`,
    });
  }
  let displayName = p?.displayName?.trim() || a?.displayName?.trim();
  if (!displayName) {
    displayName = email.split('@')[0]!;
    notes.push({ ...ref, message: `no display name: "${displayName}" (from the email) is used` });
  }
  const fields = profileSchema.safeParse({
    displayName,
    fullName: p?.fullName ?? '',
    bio: p?.bio ?? '',
    location: p?.location ?? '',
    website: p?.website ?? '',
    photoURL: p?.photoURL ?? a?.photoUrl ?? '',
    cvUrl: p?.cvUrl ?? '',
    preferredCategories: p?.preferredCategories ?? [],
    languagePreferences: p?.languagePreferences ?? [],
  });
  if (!fields.success) return describeIssues(fields.error);

  let passwordHash: string | null = null;
  if (a?.passwordHash) {
    // Checked before anything is read: a password hash without the project's parameters cannot be kept.
    passwordHash = encodeFirebaseScryptHash(hashConfig!, a.salt ?? '', a.passwordHash);
  } else if (hasAuthFile && !a) {
    notes.push({
      ...ref,
      message: 'not in the auth export: can sign in only with Google (same verified email)',
    });
  }
  const googleIds = (a?.providerUserInfo ?? [])
    .filter((info) => info.providerId === 'google.com' && info.rawId)
    .map((info) => info.rawId!);

  return {
    ref,
    googleIds,
    values: {
      id: uid,
      firebaseUid: uid,
      email,
      ...fields.data,
      passwordHash,
      status: a?.disabled ? 'suspended' : 'active',
      createdAt: p?.createdAt ?? a?.createdAt ?? undefined,
      lastSeen: p?.lastSeen ?? a?.lastSignedInAt ?? null,
    },
  };
}

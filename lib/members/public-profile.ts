import 'server-only';
import type { Account } from '@/lib/validation/replies';
import type { User } from '@/models';

/** What the account owner sees of their own account (never the password hash). */
export function ownAccount(user: User): Account {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    fullName: user.fullName,
    photoURL: user.photoURL,
    bio: user.bio,
    location: user.location,
    website: user.website,
    preferredCategories: user.preferredCategories,
    languagePreferences: user.languagePreferences,
    cvUrl: user.cvUrl,
    phone: user.phone,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { markEmailVerified } from '@/lib/identity/accounts/verification';
import { getDb } from '@/lib/db';
import { currentTermsAcceptance } from '@/lib/platform/legal';
import { accounts, type User } from '@/models';
import { findUserByEmail, findUserById, insertUser } from './queries';

export interface ExternalIdentity {
  provider: string;
  providerAccountId: string;
  email?: string | null;
  emailVerified: boolean;
  name?: string | null;
  picture?: string | null;
}

export class IdentityRefusedError extends Error {}

export async function findUserByIdentity(provider: string, providerAccountId: string): Promise<User | null> {
  const [link] = await getDb()
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, providerAccountId)))
    .limit(1);
  return link ? findUserById(link.userId) : null;
}

function activeOrRefused(user: User): User {
  if (user.status !== 'active') throw new IdentityRefusedError('The account is suspended');
  return user;
}

/**
 * The user behind an external identity (Google): the linked one; else the account with the same
 * verified email, which gets linked; else a new profile from the identity's name, email and photo.
 */
export async function userForIdentity(identity: ExternalIdentity): Promise<User> {
  const linked = await findUserByIdentity(identity.provider, identity.providerAccountId);
  if (linked) {
    activeOrRefused(linked);
    // The provider vouches for the address the account still has: that is a verified email.
    const vouched =
      identity.emailVerified && identity.email?.trim().toLowerCase() === linked.email.toLowerCase();
    if (vouched && !linked.emailVerifiedAt) await markEmailVerified(linked.id);
    return linked;
  }
  const email = identity.email?.trim();
  if (!email || !identity.emailVerified) throw new IdentityRefusedError('The identity has no verified email');
  let user = await findUserByEmail(email);
  if (user) {
    activeOrRefused(user);
    if (!user.emailVerifiedAt) await markEmailVerified(user.id);
  } else {
    const picture =
      identity.picture && /^https:\/\//i.test(identity.picture) ? identity.picture.slice(0, 500) : '';
    const displayName = (identity.name?.trim() || email.split('@')[0] || 'User').slice(0, 80);
    user = await insertUser({
      email,
      displayName,
      fullName: identity.name?.trim().slice(0, 120) ?? '',
      photoURL: picture,
      emailVerifiedAt: new Date(),
      // The sign-in pages say that continuing with Google accepts the Terms and the Privacy Policy.
      ...(await currentTermsAcceptance()),
    });
  }
  await getDb()
    .insert(accounts)
    .values({ userId: user.id, provider: identity.provider, providerAccountId: identity.providerAccountId })
    .onConflictDoNothing();
  return user;
}

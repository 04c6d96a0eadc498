import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { siteUrl } from '@/lib/core/config';
import { loginSchema } from '@/lib/validation/register';
import { applyAdminEmails } from '@/lib/identity/roles';
import { logger } from '@/lib/core/log';
import { findUserByIdentity, userForIdentity } from '@/lib/identity/users/identity';
import { findUserById } from '@/lib/identity/users/queries';
import { passwordNeedsChange } from '@/lib/identity/users/password-rules';
import { authenticate, isSuspendedLogin } from '@/lib/identity/users/register';
import { ACCOUNT_SUSPENDED_CODE } from './messages';
import { firebaseCredentialsProvider, isFirebaseMode } from '../firebase';
import { googleEnabled, googleProvider } from './google';
import { clearEmailAttempts, clientAddress, limitAttempt } from '@/lib/platform/rate-limit';
import { authSecret } from '@/lib/platform/security';
import { SESSION_MAX_AGE_SECONDS, secureCookies, sessionClaimsAtSignIn } from './session';

/** next-auth configuration, built on demand so nothing reads the environment at build time. */
export function authOptions(): NextAuthOptions {
  // next-auth builds callback and redirect URLs from NEXTAUTH_URL.
  process.env.NEXTAUTH_URL ??= siteUrl();
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secureCookies(),
    // Sign-in errors (Google refused…) are shown by the login page, not next-auth's own HTML.
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'Email and password',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials);
          if (!parsed.success) return null;
          const { email, password } = parsed.data;
          await limitAttempt('sign-in', { ip: clientAddress(req.headers ?? {}), email });
          const user = await authenticate(email, password);
          if (!user && (await isSuspendedLogin(email, password))) throw new Error(ACCOUNT_SUSPENDED_CODE);
          if (!user) return null;
          await clearEmailAttempts('sign-in', email);
          return {
            id: user.id,
            email: user.email,
            name: user.displayName,
            image: user.photoURL || null,
            // A password from before today's rules still signs in; the session asks to change it.
            ...(passwordNeedsChange(password) ? { passwordChangeAdvised: true } : {}),
          };
        },
      }),
      ...(googleEnabled() ? [googleProvider()] : []),
      ...(isFirebaseMode() ? [firebaseCredentialsProvider()] : []),
    ],
    callbacks: {
      async signIn({ account, profile }) {
        if (!account || account.type !== 'oauth') return true;
        const claims = (profile ?? {}) as {
          email?: string;
          email_verified?: boolean | string;
          name?: string;
          picture?: string;
        };
        try {
          await userForIdentity({
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            email: claims.email,
            emailVerified: claims.email_verified === true || claims.email_verified === 'true',
            name: claims.name,
            picture: claims.picture,
          });
          return true;
        } catch (error) {
          logger.warn({ err: error, provider: account.provider }, 'external sign-in refused');
          return '/login?error=AccessDenied';
        }
      },
      async jwt({ token, user, account }) {
        if (account?.type === 'oauth') {
          // The token carries our user id, not the provider's.
          const linked = await findUserByIdentity(account.provider, account.providerAccountId);
          if (linked) {
            await applyAdminEmails(linked.id);
            Object.assign(token, sessionClaimsAtSignIn(linked.sessionEpoch));
            token.sub = linked.id;
            token.name = linked.displayName;
            token.email = linked.email;
            token.picture = linked.photoURL || null;
          }
        } else if (user) {
          token.sub = user.id;
          await applyAdminEmails(user.id);
          const signedIn = await findUserById(user.id);
          Object.assign(token, sessionClaimsAtSignIn(signedIn?.sessionEpoch ?? 0));
          if ('passwordChangeAdvised' in user && user.passwordChangeAdvised === true)
            token.passwordChangeAdvised = true;
        }
        return token;
      },
      async session({ session, token }) {
        // An account that no longer exists or is suspended is signed out: the session has no user
        // any more; so is a session from before the account's sessions were ended (a password reset).
        const user = token.sub ? await findUserById(token.sub) : null;
        const epoch = typeof token.epoch === 'number' ? token.epoch : 0;
        if (!user || user.status !== 'active' || user.sessionEpoch !== epoch)
          return { expires: session.expires } as typeof session;
        session.user = {
          ...session.user,
          id: user.id,
          name: user.displayName,
          email: user.email,
          image: user.photoURL || null,
        } as typeof session.user;
        return session;
      },
    },
    // next-auth's own messages go to our logger with their code and message only: never a
    // request body, so never a password.
    logger: {
      error(code, metadata) {
        const message =
          metadata instanceof Error ? metadata.message : (metadata as { error?: Error })?.error?.message;
        logger.warn({ code, message }, 'sign-in error');
      },
      warn(code) {
        logger.warn({ code }, 'sign-in warning');
      },
      debug() {},
    },
  };
}

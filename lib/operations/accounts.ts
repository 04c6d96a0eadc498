import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import {
  confirmEmailChange,
  EMAIL_VERIFIED_MESSAGE,
  requestPasswordReset,
  requestVerificationEmail,
  resetPassword,
  verifyEmail,
} from '@/lib/identity';
import { limitAttempt } from '@/lib/platform/rate-limit';
import { createFirebaseProfile } from '@/lib/identity';
import { issueSessionToken, sessionCookieName, sessionCookieOptions } from '@/lib/identity';
import { firebaseWebConfig, getConfig } from '@/lib/core/config';
import { logger } from '@/lib/core/log';
import { ok } from '@/lib/http';
import { getViewer } from '@/lib/http/page-viewer';
import { toShellViewer, type ShellUnread } from '@/lib/http/shell-viewer';
import { unreadMessageCount } from '@/lib/deals';
import { unreadCount } from '@/lib/notifications';
import { unsubscribe } from '@/lib/platform/mail';
import { failures, json, reply, secured } from '@/lib/openapi/parts';
import { registerUser } from '@/lib/identity';
import { ownAccount } from '@/lib/members';
import { verificationReplySchema, verifyEmailInputSchema } from '@/lib/validation/email-verification';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  passwordResetReplySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_REQUESTED_MESSAGE,
} from '@/lib/validation/password-reset';
import {
  accountSettingReplySchema,
  confirmEmailChangeSchema,
  emailChangedMessage,
} from '@/lib/validation/account-settings';
import { registerSchema } from '@/lib/validation/register';
import * as r from '@/lib/validation/replies';
import { defineOperation } from './operation';

/** Accounts: registering, email links, unsubscribing, the page shell's viewer. */

/** The address of a registration, for the per-email limit (the schema checks it afterwards). */
const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : undefined;
};

export const registerOperation = defineOperation({
  method: 'POST',
  path: '/api/auth/register',
  auth: 'none',
  body: 'json',
  run: async ({ body, client }) => {
    await limitAttempt('register', { ip: client.ip, email: emailOf(body) });
    return { user: ownAccount(await registerUser(body)) };
  },
  reply: { status: 201 },
  docs: {
    tags: ['Accounts'],
    summary: 'Create an account (email and password)',
    description:
      'Required: `displayName`, `email`, `password` (at least 8 characters and not one of the 10,000 most common passwords) and `confirmPassword` (the same again). Optional: `fullName`, `bio`, `location`, `website` (http:// or https://), `preferredCategories` and `languagePreferences` (names from GET /api/categories and GET /api/languages). The profile photo is uploaded once the account exists (POST /api/uploads with `kind` profile_image). A verification link is mailed; 409 when the email is taken.',
    requestBody: { required: true, content: json(registerSchema.meta({ id: 'RegisterInput' })) },
    responses: { '201': reply('The new account', r.registerReplySchema), ...failures(400, 409, 429) },
  },
});

/** Firebase mode: the profile row for the Firebase user the registration wizard just created. */
export const createFirebaseProfileOperation = defineOperation({
  method: 'POST',
  path: '/api/auth/firebase/profile',
  auth: 'none',
  body: 'json',
  run: async ({ body, client }) => {
    await limitAttempt('register', { ip: client.ip });
    return createFirebaseProfile(body);
  },
  respond: ({ user, created }) => ok({ user: ownAccount(user) }, { status: created ? 201 : 200 }),
  docs: {
    tags: ['Accounts'],
    summary: 'Firebase mode: the profile of the Firebase user just registered',
    requestBody: { required: true, content: json(z.object({ idToken: z.string() }).loose()) },
    responses: {
      '201': reply('The new account', r.ownAccountReplySchema),
      '200': reply('The account existed already', r.ownAccountReplySchema),
      ...failures(400, 401, 429),
    },
  },
});

export const verifyEmailOperation = defineOperation({
  method: 'POST',
  path: '/api/auth/verify-email',
  auth: 'none',
  body: 'json',
  // Idea pages and cards show the creator's badge.
  changes: ['ideas'],
  input: verifyEmailInputSchema,
  run: async ({ input }) => verifyEmail(input),
  // The user is for our own page (which refreshes their profile); the API answers the sentence.
  respond: () => ok({ message: EMAIL_VERIFIED_MESSAGE }),
  docs: {
    tags: ['Accounts'],
    summary: 'Use a verification link',
    description:
      'The `token` is the `token` parameter of the link in the verification mail (sent at registration and on request). A link works once and for 24 hours; the account is verified when the link was sent to the address it still has.',
    requestBody: { required: true, content: json(verifyEmailInputSchema) },
    responses: {
      '200': reply('The address is verified', verificationReplySchema),
      ...failures(400),
    },
  },
});

export const confirmEmailChangeOperation = defineOperation({
  method: 'POST',
  path: '/api/auth/email-change/confirm',
  auth: 'none',
  body: 'json',
  // Creator cards show the address to signed-in viewers.
  changes: ['ideas'],
  input: confirmEmailChangeSchema,
  run: async ({ input }) => confirmEmailChange(input),
  respond: (user) => ok({ message: emailChangedMessage(user.email) }),
  docs: {
    tags: ['Accounts'],
    summary: 'Use the link that confirms a new email address',
    description:
      'The `token` is the `token` parameter of the link mailed to the new address by POST /api/profile/email. It works once and for 24 hours; the account then has the new address, verified, and earlier links of the account (verification, reset, other changes) stop working. 400 with `errors.token` for an unknown, used or expired link; 409 when another account took the address meanwhile.',
    requestBody: { required: true, content: json(confirmEmailChangeSchema) },
    responses: {
      '200': reply('The address is changed', accountSettingReplySchema),
      ...failures(400, 409, 415),
    },
  },
});

export const requestVerificationEmailOperation = defineOperation({
  method: 'POST',
  path: '/api/profile/verification-email',
  auth: 'member',
  signIn: 'Please sign in to verify your email address',
  run: async ({ viewer, headers }) => ({ message: await requestVerificationEmail(viewer.user, headers) }),
  reply: { status: 202 },
  docs: {
    tags: ['Accounts'],
    summary: 'Send a new verification mail',
    description: 'Earlier links stop working. Rate-limited per client address and per account.',
    security: secured,
    responses: {
      '202': reply('The mail is queued', verificationReplySchema),
      ...failures(401, 409, 429),
    },
  },
});

export const requestPasswordResetOperation = defineOperation({
  method: 'POST',
  path: '/api/auth/password-reset',
  auth: 'none',
  body: 'json',
  run: async ({ body, client }) => {
    await requestPasswordReset((body as { email?: unknown } | null)?.email, { ip: client.ip });
    return { message: RESET_REQUESTED_MESSAGE };
  },
  reply: { status: 202 },
  docs: {
    tags: ['Accounts'],
    summary: 'Ask for a password reset link by email',
    description:
      'Always 202 with the same sentence, whether or not the email has an account (no mail is sent to unknown or suspended accounts). ' +
      'An active account gets a mail with a single-use link to `/reset-password?token=…` that works for one hour; accounts without a password (Google sign-in) may set one this way. ' +
      'Limited per client address and per email (429). In Firebase Authentication mode passwords live in Firebase: 400.',
    requestBody: { required: true, content: json(passwordResetRequestSchema) },
    responses: {
      '202': reply('The request was taken (the same reply for every email)', passwordResetReplySchema),
      ...failures(400, 415, 429),
    },
  },
});

export const resetPasswordOperation = defineOperation({
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  auth: 'none',
  body: 'json',
  run: async ({ body }) => resetPassword(body),
  // Every older session has ended; the caller that reset is signed in with a new one.
  respond: async ({ user, sessionEpoch }) => {
    const response = ok({ message: PASSWORD_RESET_DONE_MESSAGE });
    response.cookies.set(
      sessionCookieName(),
      await issueSessionToken(user.id, {}, sessionEpoch),
      sessionCookieOptions(),
    );
    return response;
  },
  docs: {
    tags: ['Accounts'],
    summary: 'Set a new password with the token of a reset link',
    description:
      'The token is the `token` parameter of the link in the mail; it works once. The password follows the registration rules. ' +
      'On success every session of the account ends, its personal access tokens are deleted, its other reset links stop working, a "password changed" mail is sent, ' +
      'and the reply signs the caller in with a new session cookie. 400 with `errors.token` for an unknown, used or expired link; 400 with `errors.password` / `errors.confirmPassword` for a password that breaks the rules.',
    requestBody: { required: true, content: json(passwordResetSchema) },
    responses: {
      '200': {
        ...reply('The password was changed; the caller is signed in', passwordResetReplySchema),
        headers: z.object({
          'Set-Cookie': z.string().meta({
            description: "The new session cookie (next-auth's session token; httpOnly, SameSite=Lax)",
          }),
        }),
      },
      ...failures(400, 415),
    },
  },
});

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the address
 * in the List-Unsubscribe header. The signed token in the address is the only credential.
 */
export const unsubscribeOperation = defineOperation({
  method: 'POST',
  path: '/api/mail/unsubscribe',
  auth: 'none',
  run: async ({ query }) => ({ message: await unsubscribe(query.get('token')) }),
  docs: {
    tags: ['Accounts'],
    summary: 'One-click unsubscribe (RFC 8058)',
    description:
      'The address in the `List-Unsubscribe` header of a notification mail: mail clients POST `List-Unsubscribe=One-Click` to it. The signed `token` names the member and the topic; it is the only credential. Repeating it changes nothing.',
    requestParams: { query: z.object({ token: z.string().meta({ description: 'From the mail' }) }) },
    responses: {
      '200': reply('The topic is turned off', r.successReplySchema.extend({ message: z.string() })),
      ...failures(400),
    },
  },
});

/**
 * The header's unread counts, answered with the viewer so that its bell and Messages link show
 * them from the first paint instead of asking for them after hydration. A count that cannot be
 * read shows as none; the events stream corrects it.
 */
async function headerCounts(userId: string): Promise<ShellUnread> {
  const [notifications, messages] = await Promise.all([
    unreadCount(userId),
    unreadMessageCount(userId),
  ]).catch((error: unknown) => {
    logger.warn({ err: error }, 'could not count the viewer’s unread items for the page shell');
    return [0, 0];
  });
  return { notifications, messages };
}

/**
 * The page shell's viewer-specific bits (who is signed in, Firebase mode), asked by the browser:
 * the pages themselves are the same for everyone, so they can be cached.
 */
export const shellViewerOperation = defineOperation({
  method: 'GET',
  path: '/api/viewer',
  auth: 'none',
  run: async () => {
    // The shell still renders (signed out) when the database is briefly unreachable.
    const viewer = await getViewer().catch((error: unknown) => {
      unstable_rethrow(error);
      logger.warn({ err: error }, 'could not read the viewer for the page shell');
      return null;
    });
    return {
      viewer: toShellViewer(viewer, viewer ? await headerCounts(viewer.id) : undefined),
      firebase: firebaseWebConfig(getConfig()),
    };
  },
  reply: { cacheControl: 'private, no-store' },
  docs: {
    tags: ['Accounts'],
    summary: 'Who the page shell shows as signed in',
    description: 'Pages are the same for everyone and cached; the browser asks this for its own part.',
    security: [{}, ...secured],
    responses: { '200': reply('The signed-in member, or null', r.viewerReplySchema) },
  },
});

export const accountOperations = [
  registerOperation,
  createFirebaseProfileOperation,
  verifyEmailOperation,
  confirmEmailChangeOperation,
  requestVerificationEmailOperation,
  requestPasswordResetOperation,
  resetPasswordOperation,
  unsubscribeOperation,
  shellViewerOperation,
];

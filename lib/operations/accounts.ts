import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import {
  EMAIL_VERIFIED_MESSAGE,
  requestPasswordReset,
  requestVerificationEmail,
  resetPassword,
  verifyEmail,
} from '@/lib/accounts';
import { exportAccountData } from '@/lib/accounts/data-export';
import { deleteAccount } from '@/lib/accounts/deletion';
import { createTokenForCaller, limitAttempt, listApiTokens, revokeApiToken, tokenReply } from '@/lib/auth';
import { createFirebaseProfile } from '@/lib/auth/firebase';
import { issueSessionToken, sessionCookieName, sessionCookieOptions } from '@/lib/auth/session';
import { expiredSessionCookies } from '@/lib/auth/session-end';
import { firebaseWebConfig, getConfig } from '@/lib/core/config';
import { NotFoundError } from '@/lib/core/errors';
import { logger } from '@/lib/core/log';
import { ok } from '@/lib/http';
import { getViewer } from '@/lib/http/page-viewer';
import { toShellViewer } from '@/lib/http/shell-viewer';
import { unsubscribe } from '@/lib/mail';
import { failures, idPath, json, reply, secured } from '@/lib/openapi/parts';
import { ownAccount, registerUser, updateProfile } from '@/lib/users';
import {
  ACCOUNT_DELETED_MESSAGE,
  accountDeletedReplySchema,
  accountExportSchema,
  deleteAccountSchema,
  PASSWORD_REQUIRED_MESSAGE,
  SIGN_IN_AGAIN_MESSAGE,
  SIGN_IN_TO_DELETE_MESSAGE,
  SIGN_IN_TO_EXPORT_MESSAGE,
  TOKEN_CANNOT_DELETE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@/lib/validation/account-data';
import { verificationReplySchema, verifyEmailInputSchema } from '@/lib/validation/email-verification';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  passwordResetReplySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_REQUESTED_MESSAGE,
} from '@/lib/validation/password-reset';
import { profileSchema } from '@/lib/validation/profile';
import { registerSchema } from '@/lib/validation/register';
import * as r from '@/lib/validation/replies';
import { defineOperation, type Call } from './operation';

/** Accounts: registering, email links, the own profile and its data, tokens, the page shell's viewer. */

const ownAccountReply = z.object({ success: z.literal(true), user: r.accountSchema });
/** The own account, tokens and data files are the caller's alone. */
const NO_STORE = 'no-store';

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
      '201': reply('The new account', ownAccountReply),
      '200': reply('The account existed already', ownAccountReply),
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
  run: async ({ body }) => verifyEmail(body),
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

export const getProfileOperation = defineOperation({
  method: 'GET',
  path: '/api/profile',
  auth: 'member',
  signIn: 'Please sign in to see your profile',
  run: async ({ viewer }) => ({ user: ownAccount(viewer.user) }),
  reply: { cacheControl: NO_STORE },
  docs: {
    tags: ['Accounts'],
    summary: 'Your own account (email included)',
    security: secured,
    responses: { '200': reply('Your account', ownAccountReply), ...failures(401) },
  },
});

export const updateProfileOperation = defineOperation({
  method: 'PUT',
  path: '/api/profile',
  auth: 'member',
  signIn: 'Please sign in to update your profile',
  body: 'json',
  // Cards and idea pages show the creator's name and photo.
  changes: ['ideas'],
  run: async ({ viewer, body }) => ({ user: ownAccount(await updateProfile(viewer.id, body)) }),
  docs: {
    tags: ['Accounts'],
    summary: 'Update your profile (the email never changes)',
    security: secured,
    requestBody: { required: true, content: json(profileSchema.meta({ id: 'ProfileInput' })) },
    responses: { '200': reply('The updated account', ownAccountReply), ...failures(400, 401) },
  },
});

const DELETE_DESCRIPTION = [
  'Deletes the caller’s account for good: the profile, every idea and its photos, every uploaded file, the personal access tokens, the sessions (every session cookie stops working) and the linked sign-in providers. A confirmation is mailed to the old address.',
  '',
  'The caller proves it is the owner once more:',
  `- an account with a password sends it as \`password\` (missing: 400 “${PASSWORD_REQUIRED_MESSAGE}”; wrong: 400 “${WRONG_PASSWORD_MESSAGE}”, with \`errors.password\`; wrong attempts count towards the sign-in limits, 429 after too many);`,
  `- an account without a password (Google or Firebase only) must use a browser session signed in within the last 10 minutes (older: 403 “${SIGN_IN_AGAIN_MESSAGE}”); a bearer token cannot prove that (403 “${TOKEN_CANNOT_DELETE_MESSAGE}”).`,
  '',
  'With a session cookie, the reply expires it (`Set-Cookie` with `Max-Age=0`).',
].join('\n');

/** The names of the cookies a request sent. */
const cookieNames = (headers: Headers) =>
  headers
    .get('cookie')
    ?.split(';')
    .map((pair) => pair.split('=')[0]!.trim()) ?? [];

export const deleteAccountOperation = defineOperation({
  method: 'DELETE',
  path: '/api/profile',
  auth: 'member',
  signIn: SIGN_IN_TO_DELETE_MESSAGE,
  body: 'optional-json',
  // The account's ideas are gone from every list and page.
  changes: ['ideas'],
  run: async ({ viewer, body, client }) => deleteAccount(viewer, body, { ip: client.ip }),
  // The session the request came with ends with the account.
  respond: (_deleted, { headers }) => {
    const response = ok({ message: ACCOUNT_DELETED_MESSAGE }, { headers: { 'cache-control': NO_STORE } });
    for (const cookie of expiredSessionCookies(cookieNames(headers)))
      response.cookies.set(cookie.name, cookie.value, cookie.options);
    return response;
  },
  docs: {
    tags: ['Accounts'],
    summary: 'Delete your account and everything in it',
    description: DELETE_DESCRIPTION,
    security: secured,
    requestBody: {
      required: false,
      content: json(
        deleteAccountSchema.meta({
          id: 'DeleteAccountInput',
          description: '`password`: the current password, required for accounts that have one',
        }),
      ),
    },
    responses: {
      '200': {
        description: 'Deleted; a session cookie sent with the request is expired',
        headers: z.object({
          'Set-Cookie': z.string().optional().meta({
            description: 'Expires the session cookie (`next-auth.session-token`, `__Secure-` on https)',
          }),
        }),
        content: json(accountDeletedReplySchema),
      },
      ...failures(400, 401, 403, 429),
    },
  },
});

/** 'Download my data': a JSON file of everything we hold on the caller. */
export const exportAccountDataOperation = defineOperation({
  method: 'GET',
  path: '/api/profile/export',
  auth: 'member',
  signIn: SIGN_IN_TO_EXPORT_MESSAGE,
  run: async ({ viewer }) => exportAccountData(viewer.id),
  respond: (data) =>
    new NextResponse(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="ideas-marketplace-data-${data.exportedAt.slice(0, 10)}.json"`,
        'cache-control': NO_STORE,
      },
    }),
  docs: {
    tags: ['Accounts'],
    summary: 'Download your data',
    description:
      'Everything the marketplace holds about your account as a JSON file (the data itself, no `success` envelope): the profile with email, phone, status and verification, how you sign in, your ideas in full, your files, your API tokens and the email links sent to you. Never a password hash, token hash or secret. Served as an attachment named `ideas-marketplace-data-<YYYY-MM-DD>.json`, with `Cache-Control: no-store`.',
    security: secured,
    responses: {
      '200': {
        description: 'The data file',
        headers: z.object({
          'Content-Disposition': z.string().meta({
            description: '`attachment; filename="ideas-marketplace-data-<YYYY-MM-DD>.json"`',
          }),
          'Cache-Control': z.literal('no-store'),
        }),
        content: json(accountExportSchema),
      },
      ...failures(401),
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

export const createTokenOperation = defineOperation({
  method: 'POST',
  path: '/api/tokens',
  auth: 'none',
  body: 'optional-json',
  run: async ({ body, client, readViewer }) => {
    const created = await createTokenForCaller(body, { ip: client.ip, caller: readViewer });
    return { token: created.token, ...tokenReply(created) };
  },
  reply: { status: 201, cacheControl: NO_STORE },
  docs: {
    tags: ['Tokens'],
    summary: 'Create a personal access token',
    description:
      'Authenticates by session, bearer token, or `email` + `password` in the body. The secret is shown once and stored hashed.',
    security: [{}, ...secured],
    requestBody: { required: false, content: json(r.tokenCreateRequestSchema) },
    responses: {
      '201': reply('The token (shown once)', r.tokenCreatedReplySchema),
      ...failures(400, 401, 429),
    },
  },
});

export const listTokensOperation = defineOperation({
  method: 'GET',
  path: '/api/tokens',
  auth: 'member',
  signIn: 'Please sign in to see your tokens',
  run: async ({ viewer }) => ({ tokens: (await listApiTokens(viewer.id)).map(tokenReply) }),
  reply: { cacheControl: NO_STORE },
  docs: {
    tags: ['Tokens'],
    summary: 'Your personal access tokens (never the secrets)',
    security: secured,
    responses: { '200': reply('Tokens', r.tokenListReplySchema), ...failures(401) },
  },
});

export const revokeTokenOperation = defineOperation({
  method: 'DELETE',
  path: '/api/tokens/{id}',
  auth: 'member',
  signIn: 'Please sign in to revoke a token',
  run: async ({ viewer, params }: Call<'member', { id: string }>) => {
    if (!(await revokeApiToken(viewer.id, params.id))) throw new NotFoundError('Token not found');
    return {};
  },
  docs: {
    tags: ['Tokens'],
    summary: 'Revoke one of your tokens',
    security: secured,
    requestParams: { path: idPath('id', 'Token id') },
    responses: { '200': reply('Revoked', r.successReplySchema), ...failures(401, 404) },
  },
});

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
    return { viewer: toShellViewer(viewer), firebase: firebaseWebConfig(getConfig()) };
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
  requestVerificationEmailOperation,
  requestPasswordResetOperation,
  resetPasswordOperation,
  getProfileOperation,
  updateProfileOperation,
  deleteAccountOperation,
  exportAccountDataOperation,
  unsubscribeOperation,
  createTokenOperation,
  listTokensOperation,
  revokeTokenOperation,
  shellViewerOperation,
];

import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { exportAccountData } from '@/lib/members';
import { deleteAccount } from '@/lib/members';
import {
  changePassword,
  expiredSessionCookies,
  issueSessionToken,
  requestEmailChange,
  sessionCookieName,
  sessionCookieOptions,
} from '@/lib/identity';
import { ok } from '@/lib/http';
import { failures, json, reply, secured } from '@/lib/openapi/parts';
import { ownAccount, updateProfile } from '@/lib/members';
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
import {
  accountSettingReplySchema,
  changePasswordSchema,
  EMAIL_TAKEN_MESSAGE,
  emailChangeSchema,
  PASSWORD_CHANGED_MESSAGE,
  SIGN_IN_TO_CHANGE_EMAIL_MESSAGE,
  SIGN_IN_TO_CHANGE_PASSWORD_MESSAGE,
} from '@/lib/validation/account-settings';
import { PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@/lib/validation/register';
import { profileSchema } from '@/lib/validation/profile';
import * as r from '@/lib/validation/replies';
import { defineOperation } from './operation';

/** The own profile: reading and editing it, downloading its data, deleting the account. */

/** The own account, tokens and data files are the caller's alone. */
const NO_STORE = 'no-store';

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
    responses: { '200': reply('Your account', r.ownAccountReplySchema), ...failures(401) },
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
  input: profileSchema,
  run: async ({ viewer, input }) => ({ user: ownAccount(await updateProfile(viewer.id, input)) }),
  docs: {
    tags: ['Accounts'],
    summary: 'Update your profile (the email never changes)',
    security: secured,
    requestBody: { required: true, content: json(profileSchema.meta({ id: 'ProfileInput' })) },
    responses: { '200': reply('The updated account', r.ownAccountReplySchema), ...failures(400, 401) },
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

export const changePasswordOperation = defineOperation({
  method: 'PUT',
  path: '/api/profile/password',
  auth: 'member',
  signIn: SIGN_IN_TO_CHANGE_PASSWORD_MESSAGE,
  body: 'json',
  run: async ({ viewer, body, client }) => changePassword(viewer.user, body, { ip: client.ip }),
  // Every session of the account has ended; a browser that changed it keeps one of the new epoch.
  respond: async ({ user, sessionEpoch }, { viewer }) => {
    const response = ok({ message: PASSWORD_CHANGED_MESSAGE }, { headers: { 'cache-control': NO_STORE } });
    if (viewer.via === 'session')
      response.cookies.set(
        sessionCookieName(),
        await issueSessionToken(user.id, {}, sessionEpoch),
        sessionCookieOptions(),
      );
    return response;
  },
  docs: {
    tags: ['Accounts'],
    summary: 'Change your password',
    description: [
      'For an account with a password: `currentPassword` (wrong attempts count towards the sign-in limits, 429 after too many), the new `password` and `confirmPassword` (the same again).',
      `The new password has at least 8 characters (“${PASSWORD_TOO_SHORT_MESSAGE}”) and is not one of the 10,000 most common passwords (“${PASSWORD_TOO_COMMON_MESSAGE}”).`,
      'As after a password reset, every session of the account ends, its personal access tokens are deleted, its reset links stop working and a “password changed” mail is sent; a caller with a session cookie gets a new one (`Set-Cookie`).',
      'An account without a password (Google sign-in) sets one with a reset link (POST /api/auth/password-reset): 400. In Firebase Authentication mode passwords live in Firebase: 400.',
    ].join('\n\n'),
    security: secured,
    requestBody: { required: true, content: json(changePasswordSchema) },
    responses: {
      '200': {
        ...reply('The password was changed', accountSettingReplySchema),
        headers: z.object({
          'Set-Cookie': z.string().optional().meta({
            description: 'A new session cookie, for a caller that came with one (the old one has ended)',
          }),
        }),
      },
      ...failures(400, 401, 415, 429),
    },
  },
});

export const requestEmailChangeOperation = defineOperation({
  method: 'POST',
  path: '/api/profile/email',
  auth: 'member',
  signIn: SIGN_IN_TO_CHANGE_EMAIL_MESSAGE,
  body: 'json',
  run: async ({ viewer, body, client }) => ({
    message: await requestEmailChange(viewer, body, { ip: client.ip }),
  }),
  reply: { status: 202, cacheControl: NO_STORE },
  docs: {
    tags: ['Accounts'],
    summary: 'Change your email address (confirmed from the new address)',
    description: [
      'Nothing changes yet: a single-use link that works for 24 hours is mailed to the new `email`, and a notice goes to the current address. The address changes (and counts as verified) only when the link is used (POST /api/auth/email-change/confirm). A newer request makes earlier links stop working.',
      'An account with a password sends it as `password` (wrong attempts count towards the sign-in limits); an account without one (Google) must use a browser session signed in within the last 10 minutes (403 otherwise).',
      `409 “${EMAIL_TAKEN_MESSAGE}” when another account has the address (registration tells as much); 400 for the address the account already has. Limited per client address and per account (429). In Firebase Authentication mode addresses live in Firebase: 400.`,
    ].join('\n\n'),
    security: secured,
    requestBody: { required: true, content: json(emailChangeSchema) },
    responses: {
      '202': reply('The confirmation link is mailed to the new address', accountSettingReplySchema),
      ...failures(400, 401, 403, 409, 415, 429),
    },
  },
});

export const profileOperations = [
  getProfileOperation,
  updateProfileOperation,
  changePasswordOperation,
  requestEmailChangeOperation,
  deleteAccountOperation,
  exportAccountDataOperation,
];

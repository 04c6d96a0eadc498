import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { createEmailToken } from '@/lib/identity/accounts/email-tokens';
import { hashPassword } from '@/lib/identity/users/passwords';
import { openApiDocument } from '@/lib/openapi/document';
import { GET as receiptRoute } from '@/app/api/ideas/[id]/receipts/[revision]/route';
import { EXAMPLE_IDEA_ID, REQUEST_EXAMPLES } from '@/lib/openapi/examples';
import { REPLY_EXAMPLES } from '@/lib/openapi/reply-examples';
import { listCategoryNames, listLanguageNames } from '@/lib/reference';
import type { oas31 } from 'zod-openapi';
import type { User } from '@/models';
import { root, routeFor } from '../support/api-routes';
import { bearerHeaders, createUser } from './fixtures';
import { call, type JsonReply } from './http';

// A partner copies the example of a call from /api/docs and it works: every JSON request body in
// the document has an example, and each one, sent to its route by a caller it fits, is accepted.
// Ids in the examples stand for the caller's own records; links' secrets are made for the call.

type Headers = Record<string, string>;
type Body = Record<string, unknown>;

/** Calls whose example cannot be accepted here, and why. */
const NOT_HERE: Record<string, string> = {
  // Firebase mode only; tests/api/firebase-auth.test.ts sends the same body against the emulator.
  'POST /api/auth/firebase/profile': 'needs Firebase mode',
};

const document = openApiDocument();
const documented = Object.entries(document.paths ?? {}).flatMap(([docPath, item]) =>
  Object.entries(item as Record<string, oas31.OperationObject>).flatMap(([method, operation]) => {
    const media = (operation.requestBody as oas31.RequestBodyObject | undefined)?.content?.[
      'application/json'
    ];
    return media
      ? [{ key: `${method.toUpperCase()} ${docPath}`, example: media.example as Body | undefined }]
      : [];
  }),
);

const sent = new Set<string>();

/** Sends the documented example of `key` (with `changes` to name the caller's records) to its route. */
async function send(
  key: string,
  headers: Headers,
  { values = {}, changes = {} }: { values?: Record<string, string>; changes?: Body } = {},
): Promise<JsonReply> {
  const example = documented.find((entry) => entry.key === key)?.example;
  if (!example) throw new Error(`${key} documents no example`);
  const [method, docPath] = key.split(' ') as [string, string];
  const { file, params } = routeFor(docPath, values);
  const route = (await import(path.join(root, file))) as Record<string, unknown>;
  const address = docPath.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
  const reply = await call(route[method], address, {
    method,
    body: { ...example, ...changes },
    headers,
    params,
  });
  sent.add(key);
  return reply;
}

/** A live secret of the kind a mailed link carries, for `user`. */
const linkSecret = (
  user: User,
  purpose: 'verify-email' | 'reset-password' | 'change-email',
  email = user.email,
) => createEmailToken(getDb(), { userId: user.id, purpose, email, ttlMs: 60_000 });

const ok = (reply: JsonReply) => {
  expect(reply.body, JSON.stringify(reply.body)).not.toMatchObject({ success: false });
  expect(reply.status).toBeLessThan(300);
  return reply.body;
};

let ada: User;
let buyer: User;
let otherBuyer: User;
let admin: User;
/** Changes their email and password (which ends their tokens): not Ada, whose token the other calls use. */
let mover: User;
const auth: Record<string, Headers> = {};

beforeAll(async () => {
  const tokenExample = REQUEST_EXAMPLES['POST /api/tokens']!;
  ada = await createUser({
    email: String(tokenExample.email),
    displayName: 'Ada',
    passwordHash: await hashPassword(String(tokenExample.password)),
  });
  buyer = await createUser({ displayName: 'Buyer' });
  otherBuyer = await createUser({ displayName: 'Other buyer' });
  admin = await createUser({ displayName: 'Admin', role: 'admin' });
  mover = await createUser({
    displayName: 'Mover',
    passwordHash: await hashPassword(String(tokenExample.password)),
  });
  const suspensionExample = REQUEST_EXAMPLES['POST /api/appeals/suspension']!;
  await createUser({
    email: String(suspensionExample.email),
    displayName: 'Sam',
    passwordHash: await hashPassword(String(suspensionExample.password)),
    status: 'suspended',
    suspendedAt: new Date(),
    suspensionReason: 'Repeated spam.',
  });
  for (const [name, user] of Object.entries({ ada, buyer, otherBuyer, admin, mover }))
    auth[name] = { ...(await bearerHeaders(user)), 'x-client-address': `addr-${name}` };
});

describe('the request examples of /api/docs', () => {
  it('give every JSON request body an example without placeholder keys', () => {
    expect(documented.length).toBeGreaterThan(20);
    for (const { key, example } of documented) {
      expect(example, key).toBeTypeOf('object');
      expect(JSON.stringify(example), key).not.toMatch(/additionalProp|string"|"example/);
    }
  });

  it('are each accepted by their route', async () => {
    const { token } = ok(await send('POST /api/tokens', { 'x-client-address': 'addr-script' })) as Body;
    expect(token).toEqual(expect.any(String));

    const idea = ok(await send('POST /api/ideas', auth.ada!)) as Body;
    const ideaId = String(idea._id);
    const id = { values: { id: ideaId } };
    ok(await send('PUT /api/ideas/{id}', auth.ada!, id));
    ok(await send('PUT /api/ideas/{id}/nda', auth.ada!, id));

    const request = ok(await send('POST /api/ideas/{id}/access-requests', auth.buyer!, id)) as Body;
    const requestId = String((request.request as Body)._id);
    const other = ok(await send('POST /api/ideas/{id}/access-requests', auth.otherBuyer!, id)) as Body;
    ok(await send('POST /api/access-requests/{id}/approve', auth.ada!, { values: { id: requestId } }));
    ok(
      await send('POST /api/access-requests/{id}/reject', auth.ada!, {
        values: { id: String((other.request as Body)._id) },
      }),
    );

    const conversation = ok(
      await send('POST /api/conversations', auth.buyer!, { changes: { ideaId } }),
    ) as Body;
    const conversationId = String((conversation.conversation as Body)?._id ?? conversation._id);
    ok(await send('POST /api/conversations/{id}/messages', auth.ada!, { values: { id: conversationId } }));
    ok(await send('POST /api/access-requests/{id}/revoke', auth.ada!, { values: { id: requestId } }));

    ok(await send('POST /api/notifications/read', auth.ada!));
    ok(await send('PUT /api/notification-settings', auth.ada!));
    const saved = ok(await send('POST /api/saved-searches', auth.buyer!)) as Body;
    const savedId = String((saved.savedSearch as Body)._id);
    ok(await send('PATCH /api/saved-searches/{id}', auth.buyer!, { values: { id: savedId } }));
    ok(await send('PUT /api/profile', auth.ada!));

    ok(await send('POST /api/reports', auth.buyer!, { changes: { targetId: ideaId } }));
    ok(await send('POST /api/admin/reports/dismiss', auth.admin!, { changes: { targetId: ideaId } }));
    ok(await send('POST /api/admin/ideas/{id}/hide', auth.admin!, id));
    ok(await send('POST /api/admin/ideas/{id}/restore', auth.admin!, id));
    ok(await send('POST /api/admin/ideas/{id}/reject', auth.admin!, id));
    const appeal = ok(await send('POST /api/ideas/{id}/appeal', auth.ada!, id)) as Body;
    const appealId = String((appeal.appeal as Body)._id);
    ok(await send('POST /api/admin/appeals/{id}/answer', auth.admin!, { values: { id: appealId } }));
    ok(await send('POST /api/appeals/suspension', { 'x-client-address': 'addr-suspended' }));
    ok(await send('POST /api/admin/users/{id}/suspend', auth.admin!, { values: { id: otherBuyer.id } }));
    ok(await send('POST /api/admin/users/{id}/reinstate', auth.admin!, { values: { id: otherBuyer.id } }));

    const none = { 'x-client-address': 'addr-visitor' };
    ok(await send('POST /api/auth/register', none));
    const grace = REQUEST_EXAMPLES['POST /api/auth/register']!;
    const verifyToken = await linkSecret(buyer, 'verify-email');
    ok(await send('POST /api/auth/verify-email', none, { changes: { token: verifyToken } }));
    ok(await send('POST /api/auth/password-reset', none));
    const resetToken = await linkSecret(buyer, 'reset-password');
    ok(await send('POST /api/auth/password-reset/confirm', none, { changes: { token: resetToken } }));
    expect(grace.email).not.toBe(ada.email);

    ok(await send('POST /api/profile/email', auth.mover!));
    const changeToken = await linkSecret(mover, 'change-email', 'mover.moved@example.test');
    ok(await send('POST /api/auth/email-change/confirm', none, { changes: { token: changeToken } }));
    ok(await send('PUT /api/profile/password', auth.mover!));

    // The example receipt is checked and found in no chain here; this idea's own receipt verifies.
    expect(ok(await send('POST /api/receipts/verify', none))).toMatchObject({ valid: false });
    const receipt = ok(
      await call(receiptRoute, `/api/ideas/${ideaId}/receipts/1`, {
        headers: auth.ada!,
        params: { id: ideaId, revision: '1' },
      }),
    );
    expect(ok(await send('POST /api/receipts/verify', none, { changes: { receipt } }))).toEqual({
      success: true,
      valid: true,
      reasons: [],
    });

    ok(await send('DELETE /api/profile', auth.ada!));

    const unsent = documented.map(({ key }) => key).filter((key) => !sent.has(key) && !NOT_HERE[key]);
    expect(unsent).toEqual([]);
  });

  it('name only categories and languages of the reference lists, in the requests and the replies', async () => {
    const shown = JSON.stringify([REQUEST_EXAMPLES, REPLY_EXAMPLES]);
    const categories = new Set(await listCategoryNames());
    const languages = new Set(await listLanguageNames());
    const named = (key: string) =>
      [...shown.matchAll(new RegExp(`"${key}":(\\[[^\\]]*\\]|"[^"]*")`, 'g'))].flatMap(([, value]) =>
        [JSON.parse(value!) as string | string[]].flat(),
      );
    const shownCategories = [...named('category'), ...named('preferredCategories')];
    expect(shownCategories.length).toBeGreaterThan(5);
    expect(shownCategories.filter((name) => !categories.has(name))).toEqual([]);
    expect(named('languagePreferences').filter((name) => !languages.has(name))).toEqual([]);
  });

  it('name only ids the test replaces', () => {
    // Whole ids only: the SHA-256 digests of a receipt are longer runs of hex.
    const named = JSON.stringify(REQUEST_EXAMPLES).match(/\b[0-9a-f]{24}\b/g) ?? [];
    expect(new Set(named)).toEqual(new Set([EXAMPLE_IDEA_ID]));
  });
});

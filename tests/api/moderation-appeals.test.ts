import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as appealQueueRoute } from '@/app/api/admin/appeals/route';
import { POST as answerRoute } from '@/app/api/admin/appeals/[id]/answer/route';
import { POST as ideaActionRoute } from '@/app/api/admin/ideas/[id]/[action]/route';
import { POST as userActionRoute } from '@/app/api/admin/users/[id]/[action]/route';
import { POST as suspensionAppealRoute } from '@/app/api/appeals/suspension/route';
import { GET as currentAppealRoute, POST as appealRoute } from '@/app/api/ideas/[id]/appeal/route';
import { DELETE as deleteIdeaRoute, GET as getIdeaRoute } from '@/app/api/ideas/[id]/route';
import { POST as postIdeaRoute } from '@/app/api/ideas/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';
import { getDb } from '@/lib/db';
import { hashPassword } from '@/lib/identity/users/passwords';
import { auditLog, users, type User } from '@/models';
import { bearerHeaders, createUser } from './fixtures';
import { moderationMode } from './moderation-mode';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { withMailWorker } from './mail-worker';

// 'Ask for a review': the creator of a hidden or rejected idea reads the admin's reason and asks,
// once per decision, that an admin look again; the admin sees the request in the queue with the
// decision, its reason and the message, reverses or keeps the decision, and the creator is told.

type Headers = Record<string, string>;
type Body = Record<string, unknown>;
interface Appeal {
  _id: string;
  decision: string;
  targetId: string;
  targetTitle: string | null;
  decisionReason: string | null;
  member: { _id: string; displayName: string };
  message: string;
  status: string;
  reply: string | null;
}

const mailer = withMailWorker();

let creator: User;
let stranger: User;
let admin: User;
let creatorAuth: Headers;
let strangerAuth: Headers;
let adminAuth: Headers;

const as = async (user: User): Promise<Headers> => ({
  ...(await bearerHeaders(user)),
  'x-client-address': `addr-${user.id}`,
});

beforeAll(async () => {
  creator = await createUser({ displayName: 'Appealing Creator', emailVerifiedAt: new Date() });
  stranger = await createUser({ displayName: 'Stranger' });
  admin = await createUser({ displayName: 'Admin', role: 'admin' });
  creatorAuth = await as(creator);
  strangerAuth = await as(stranger);
  adminAuth = await as(admin);
});

const create = async (title: string) => {
  const reply = await call<{ _id: string }>(postIdeaRoute, '/api/ideas', {
    method: 'POST',
    body: validIdea({ title }),
    headers: creatorAuth,
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
};
const decide = (id: string, action: string, body: Body = {}) =>
  call(ideaActionRoute, `/api/admin/ideas/${id}/${action}`, {
    method: 'POST',
    body,
    headers: adminAuth,
    params: { id, action },
  });
const ask = (id: string, body: unknown, headers = creatorAuth) =>
  call<{ appeal: Appeal; message?: string; errors?: Body }>(appealRoute, `/api/ideas/${id}/appeal`, {
    method: 'POST',
    body,
    headers,
    params: { id },
  });
const current = (id: string, headers = creatorAuth) =>
  call<{ appeal: Appeal | null }>(currentAppealRoute, `/api/ideas/${id}/appeal`, { headers, params: { id } });
const queue = (query = '', headers = adminAuth) =>
  call<{ appeals: Appeal[]; total: number }>(appealQueueRoute, `/api/admin/appeals${query}`, { headers });
const answer = (id: string, body: unknown, headers = adminAuth) =>
  call<{ appeal: Appeal; message?: string }>(answerRoute, `/api/admin/appeals/${id}/answer`, {
    method: 'POST',
    body,
    headers,
    params: { id },
  });
const notes = async () =>
  (
    await call<{ notifications: { text: string; link: string }[] }>(
      notificationsRoute,
      '/api/notifications',
      {
        headers: creatorAuth,
      },
    )
  ).body.notifications.map((note) => note.text);

describe('asking for a review of a hidden idea', () => {
  it('reaches the admin with the decision, its reason and the message; restoring it tells the creator', async () => {
    const id = await create('Folding kettle');
    expect((await ask(id, { message: 'Why?' })).status).toBe(409);
    expect((await decide(id, 'hide', { reason: 'It copies another listing.' })).status).toBe(200);

    // The creator reads the reason on the idea itself, and nothing is asked yet.
    const seen = await call<{ review: Body }>(getIdeaRoute, `/api/ideas/${id}`, {
      headers: creatorAuth,
      params: { id },
    });
    expect(seen.body.review).toMatchObject({ hidden: true, hiddenReason: 'It copies another listing.' });
    expect((await current(id)).body.appeal).toBeNull();

    expect((await ask(id, {})).body.errors).toHaveProperty('message');
    expect((await ask(id, { message: '   ' })).status).toBe(400);
    expect((await ask(id, { message: 'x'.repeat(1001) })).status).toBe(400);
    // Nobody but the creator can ask, or learn that anything was asked.
    expect((await ask(id, { message: 'Mine!' }, strangerAuth)).status).toBe(404);
    expect((await ask(id, { message: 'Mine!' }, { 'x-client-address': 'addr-anon' })).status).toBe(401);
    expect((await current(id, strangerAuth)).status).toBe(404);

    const asked = await ask(id, { message: 'The kettle is my own design; see my drawings.' });
    expect(asked.status).toBe(201);
    expect(asked.body.appeal).toMatchObject({
      decision: 'hide',
      targetId: id,
      targetTitle: 'Folding kettle',
      decisionReason: 'It copies another listing.',
      message: 'The kettle is my own design; see my drawings.',
      status: 'open',
      reply: null,
    });
    const again = await ask(id, { message: 'Please?' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already asked for a review of this decision.');
    expect((await current(id)).body.appeal).toMatchObject({ _id: asked.body.appeal._id, status: 'open' });

    expect((await queue('', strangerAuth)).status).toBe(404);
    const open = await queue();
    expect(open.status).toBe(200);
    expect(open.body.appeals).toContainEqual(
      expect.objectContaining({
        _id: asked.body.appeal._id,
        decision: 'hide',
        decisionReason: 'It copies another listing.',
        message: 'The kettle is my own design; see my drawings.',
        member: { _id: creator.id, displayName: 'Appealing Creator' },
      }),
    );

    const appealId = asked.body.appeal._id;
    expect((await answer(appealId, { outcome: 'reverse', reply: '' })).status).toBe(400);
    expect((await answer(appealId, { outcome: 'maybe', reply: 'Hm' })).status).toBe(400);
    expect((await answer(appealId, { outcome: 'reverse', reply: 'Hm' }, creatorAuth)).status).toBe(404);
    const reversed = await answer(appealId, { outcome: 'reverse', reply: 'The drawings show it is yours.' });
    expect(reversed.status).toBe(200);
    expect(reversed.body.appeal).toMatchObject({
      status: 'reversed',
      reply: 'The drawings show it is yours.',
    });
    expect((await answer(appealId, { outcome: 'uphold', reply: 'No' })).status).toBe(409);

    // Listed again for everyone, and the creator is told with the admin's reply, in the app and by mail.
    expect((await call(getIdeaRoute, `/api/ideas/${id}`, { params: { id } })).status).toBe(200);
    expect(await notes()).toContain(
      'Your idea “Folding kettle” is listed again. The drawings show it is yours.',
    );
    await mailer.inbox.waitFor(
      (m) => m.to.includes(creator.email) && m.text.includes('“Folding kettle” is listed again'),
    );
    expect((await queue()).body.appeals.map((a) => a._id)).not.toContain(appealId);
    expect((await queue('?status=answered')).body.appeals.map((a) => a._id)).toContain(appealId);
    const audited = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'appeal.reverse')));
    expect(audited).toHaveLength(1);
  });

  it('once per decision: a kept decision is answered with the reply, a new one can be asked about again', async () => {
    const id = await create('Umbrella drone');
    expect((await decide(id, 'hide', { reason: 'Unsafe.' })).status).toBe(200);
    const first = await ask(id, { message: 'It has a cage around the rotors.' });
    expect(first.status).toBe(201);
    const kept = await answer(first.body.appeal._id, {
      outcome: 'uphold',
      reply: 'Still unsafe near faces.',
    });
    expect(kept.body.appeal).toMatchObject({ status: 'upheld', reply: 'Still unsafe near faces.' });
    expect(await notes()).toContain(
      'An admin looked again at the decision on your idea “Umbrella drone” and kept it: Still unsafe near faces.',
    );
    expect((await current(id)).body.appeal).toMatchObject({
      status: 'upheld',
      reply: 'Still unsafe near faces.',
    });
    expect((await ask(id, { message: 'Once more' })).status).toBe(409);
    expect((await call(getIdeaRoute, `/api/ideas/${id}`, { params: { id } })).status).toBe(404);

    // Restored, then hidden again: a new decision, with a request of its own.
    expect((await decide(id, 'restore')).status).toBe(200);
    expect((await decide(id, 'hide', { reason: 'Reported again.' })).status).toBe(200);
    expect((await current(id)).body.appeal).toBeNull();
    expect((await ask(id, { message: 'The new version has a guard.' })).body.appeal).toMatchObject({
      decisionReason: 'Reported again.',
      status: 'open',
    });
  });
});

describe('a request about an idea deleted since', () => {
  it('still reaches the queue and can be answered', async () => {
    const id = await create('Vanishing vase');
    expect((await decide(id, 'hide', { reason: 'Spam.' })).status).toBe(200);
    const asked = await ask(id, { message: 'It is not spam.' });
    expect(asked.status).toBe(201);
    const removed = await call(deleteIdeaRoute, `/api/ideas/${id}`, {
      method: 'DELETE',
      headers: creatorAuth,
      params: { id },
    });
    expect(removed.status).toBeLessThan(300);
    const listed = (await queue()).body.appeals.find((a) => a._id === asked.body.appeal._id);
    expect(listed).toMatchObject({ targetTitle: null, message: 'It is not spam.' });
    const answered = await answer(asked.body.appeal._id, { outcome: 'reverse', reply: 'Too late, sorry.' });
    expect(answered.status).toBe(200);
    expect(answered.body.appeal).toMatchObject({ status: 'reversed', targetTitle: null });
  });
});

describe('MODERATION=pre: a rejected idea', () => {
  moderationMode('pre');

  it('tells the creator the reason, in the app and by mail, and a review can approve it', async () => {
    const id = await create('Pocket greenhouse');
    expect((await ask(id, { message: 'Please hurry' })).status).toBe(409);
    expect((await decide(id, 'reject', { reason: 'Say how it is watered.' })).status).toBe(200);
    expect(await notes()).toContain(
      'Your idea “Pocket greenhouse” was not approved. Reason: Say how it is watered.',
    );
    const mail = await mailer.inbox.waitFor(
      (m) => m.to.includes(creator.email) && m.text.includes('“Pocket greenhouse” was not approved'),
    );
    expect(mail.text).toContain('Reason: Say how it is watered.');
    expect(mail.text).toContain(`/ideas/${id}`);

    const asked = await ask(id, { message: 'It is watered by a wick, as the notes say.' });
    expect(asked.status).toBe(201);
    expect(asked.body.appeal).toMatchObject({ decision: 'reject', decisionReason: 'Say how it is watered.' });
    expect((await ask(id, { message: 'Again' })).status).toBe(409);
    expect((await ask(id, { message: 'Mine' }, strangerAuth)).status).toBe(404);

    const reversed = await answer(asked.body.appeal._id, {
      outcome: 'reverse',
      reply: 'Missed the notes, sorry.',
    });
    expect(reversed.status).toBe(200);
    expect(await notes()).toContain(
      'Your idea “Pocket greenhouse” was approved and is now listed. Missed the notes, sorry.',
    );
    expect((await call(getIdeaRoute, `/api/ideas/${id}`, { params: { id } })).status).toBe(200);
  });
});

describe('asking for a review of a suspension', () => {
  const suspend = (id: string, action: 'suspend' | 'reinstate', reason: string) =>
    call(userActionRoute, `/api/admin/users/${id}/${action}`, {
      method: 'POST',
      body: { reason },
      headers: adminAuth,
      params: { id, action },
    });
  const askAsSuspended = (body: Body, address = 'addr-suspended-member') =>
    call<{ appeal: Appeal; message?: string }>(suspensionAppealRoute, '/api/appeals/suspension', {
      method: 'POST',
      body,
      headers: { 'x-client-address': address },
    });

  it('proves the account by its password, reaches the admin once, and a review reinstates the member', async () => {
    const password = 'suspended but honest';
    const member = await createUser({
      displayName: 'Suspended Sam',
      passwordHash: await hashPassword(password),
    });
    const message = 'The reported messages were answers to a buyer who asked for them.';
    // Not suspended yet: the same answer as a wrong password, so nothing is learnt without it.
    const early = await askAsSuspended({ email: member.email, password, message });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('The email or password is not correct, or the account is not suspended.');

    expect((await suspend(member.id, 'suspend', 'Repeated spam.')).status).toBe(200);
    const wrong = await askAsSuspended({ email: member.email, password: 'not the password', message });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(early.body.message);
    expect((await askAsSuspended({ email: member.email, password, message: ' ' })).status).toBe(400);

    const asked = await askAsSuspended({ email: member.email, password, message });
    expect(asked.status).toBe(201);
    expect(asked.body.appeal).toMatchObject({
      decision: 'suspend',
      targetId: member.id,
      decisionReason: 'Repeated spam.',
      member: { _id: member.id, displayName: 'Suspended Sam' },
      message,
      status: 'open',
    });
    expect((await askAsSuspended({ email: member.email, password, message: 'Again' })).status).toBe(409);
    expect((await queue()).body.appeals.map((appeal) => appeal._id)).toContain(asked.body.appeal._id);

    const reversed = await answer(asked.body.appeal._id, {
      outcome: 'reverse',
      reply: 'Checked the thread: fine.',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body.appeal.status).toBe('reversed');
    const [after] = await getDb().select({ status: users.status }).from(users).where(eq(users.id, member.id));
    expect(after?.status).toBe('active');
  });

  it('tells a member whose suspension is kept by mail, with the reply', async () => {
    const password = 'kept out for now';
    const member = await createUser({ displayName: 'Kept Kim', passwordHash: await hashPassword(password) });
    expect((await suspend(member.id, 'suspend', 'Scam offers.')).status).toBe(200);
    const asked = await askAsSuspended(
      { email: member.email, password, message: 'It was a joke.' },
      'addr-kim',
    );
    expect(asked.status).toBe(201);
    const upheld = await answer(asked.body.appeal._id, {
      outcome: 'uphold',
      reply: 'Three buyers lost money.',
    });
    expect(upheld.status).toBe(200);
    const mail = await mailer.inbox.waitFor(
      (m) => m.to.includes(member.email) && m.text.includes('kept it: Three buyers lost money.'),
    );
    expect(mail.text).toContain('looked again at the suspension of your account');
    const [after] = await getDb().select({ status: users.status }).from(users).where(eq(users.id, member.id));
    expect(after?.status).toBe('suspended');
  });
});

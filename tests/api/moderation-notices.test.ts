import { beforeAll, describe, expect, it } from 'vitest';
import { POST as ideaActionRoute } from '@/app/api/admin/ideas/[id]/[action]/route';
import { POST as userActionRoute } from '@/app/api/admin/users/[id]/[action]/route';
import { POST as postIdeaRoute } from '@/app/api/ideas/route';
import { GET as notificationsRoute } from '@/app/api/notifications/route';
import { suspensionOfSession } from '@/lib/identity/auth/suspension';
import type { User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { withMailWorker } from './mail-worker';

// Moderation explains itself: the creator of a hidden or restored idea, and a suspended or
// reinstated member, are told what happened and the admin's reason, in the app and by mail.

type Headers = Record<string, string>;
interface Note {
  type: string;
  text: string;
  link: string;
}

const mailer = withMailWorker();

let creator: User;
let admin: User;
let creatorAuth: Headers;
let adminAuth: Headers;

const notes = async (auth: Headers) =>
  (await call<{ notifications: Note[] }>(notificationsRoute, '/api/notifications', { headers: auth })).body
    .notifications;

beforeAll(async () => {
  creator = await createUser({ displayName: 'Hidden Creator', emailVerifiedAt: new Date() });
  admin = await createUser({ displayName: 'Admin', role: 'admin' });
  creatorAuth = { ...(await bearerHeaders(creator)), 'x-client-address': 'addr-creator' };
  adminAuth = { ...(await bearerHeaders(admin)), 'x-client-address': 'addr-admin' };
});

describe('moderation notices', () => {
  it('tell the creator why their idea was hidden, and that it is listed again', async () => {
    const created = await call<{ _id: string }>(postIdeaRoute, '/api/ideas', {
      method: 'POST',
      body: validIdea({ title: 'Copied kettle' }),
      headers: creatorAuth,
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const move = (action: string, reason: string) =>
      call(ideaActionRoute, `/api/admin/ideas/${id}/${action}`, {
        method: 'POST',
        body: { reason },
        headers: adminAuth,
        params: { id, action },
      });

    expect((await move('hide', 'It copies another listing.')).status).toBe(200);
    expect(await notes(creatorAuth)).toContainEqual(
      expect.objectContaining({
        type: 'moderation',
        text: 'An admin hid your idea “Copied kettle”: it is no longer listed. Reason: It copies another listing.',
        link: `/ideas/${id}`,
      }),
    );
    const hidden = await mailer.inbox.waitFor(
      (m) => m.to.includes(creator.email) && m.text.includes('Copied kettle”: it is no longer listed'),
    );
    expect(hidden.text).toContain('Reason: It copies another listing.');
    expect(hidden.text).toContain(`/ideas/${id}`);

    expect((await move('restore', 'The creator showed it is theirs.')).status).toBe(200);
    expect((await notes(creatorAuth)).map((note) => note.text)).toContain(
      'Your idea “Copied kettle” is listed again. The creator showed it is theirs.',
    );
  });

  it('mail a suspended member the reason, and tell them when they are reinstated', async () => {
    const member = await createUser({ displayName: 'Suspended Member' });
    const cookie = (await cookieHeaders(member)).cookie!;
    expect(await suspensionOfSession(cookie)).toBeNull();
    const act = (action: string, reason: string) =>
      call(userActionRoute, `/api/admin/users/${member.id}/${action}`, {
        method: 'POST',
        body: { reason },
        headers: adminAuth,
        params: { id: member.id, action },
      });

    expect((await act('suspend', 'Repeated spam in messages.')).status).toBe(200);
    const mail = await mailer.inbox.waitFor(
      (m) => m.to.includes(member.email) && m.text.includes('Your account is suspended'),
    );
    expect(mail.text).toContain('Your account is suspended: Repeated spam in messages.');
    // Where the session ended (the login page), its holder reads why; nobody else's cookie tells.
    expect(await suspensionOfSession(cookie)).toBe('Your account is suspended: Repeated spam in messages.');
    expect(await suspensionOfSession((await cookieHeaders(creator)).cookie)).toBeNull();
    expect(await suspensionOfSession(`${cookie.split('=')[0]}=forged`)).toBeNull();

    expect((await act('reinstate', 'Appeal accepted.')).status).toBe(200);
    const memberAuth = { ...(await bearerHeaders(member)), 'x-client-address': 'addr-member' };
    expect((await notes(memberAuth)).map((note) => note.text)).toContain(
      'Your account is active again: you can sign in. Appeal accepted.',
    );
    expect(await suspensionOfSession(cookie)).toBeNull();
  });
});

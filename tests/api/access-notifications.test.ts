import { describe, expect, it } from 'vitest';
import { POST as decideRoute } from '@/app/api/access-requests/[id]/[action]/route';
import { POST as requestRoute } from '@/app/api/ideas/[id]/access-requests/route';
import { POST as postIdea } from '@/app/api/ideas/route';
import { PUT as putSettings } from '@/app/api/notification-settings/route';
import { GET as listNotifications } from '@/app/api/notifications/route';
import { GET as presenceRoute } from '@/app/api/presence/route';
import '@/lib/platform/mail';
import type { User } from '@/models';
import { bearerHeaders, cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { validIdea } from './ideas-fixtures';
import { withMailWorker } from './mail-worker';
import { SseReader } from './sse';

// Both sides of an access request hear of every step: in the app, and by mail over SMTP.

const mailer = withMailWorker();

type Headers = Record<string, string>;

async function gatedIdea(headers: Headers, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await call<{ _id: string }>(postIdea, '/api/ideas', {
    method: 'POST',
    headers,
    body: validIdea({ title: 'Solar kettle', requireNDA: true, ...overrides }),
  });
  expect(reply.status).toBe(201);
  return reply.body._id;
}

async function request(ideaId: string, headers: Headers): Promise<string> {
  const reply = await call<{ request: { _id: string } }>(
    requestRoute,
    `/api/ideas/${ideaId}/access-requests`,
    {
      method: 'POST',
      headers,
      params: { id: ideaId },
      body: { fullName: 'Bob Buyer', agree: true, message: 'Hello' },
    },
  );
  expect(reply.status).toBe(201);
  return reply.body.request._id;
}

const decide = (action: 'approve' | 'reject' | 'revoke', id: string, headers: Headers, reason?: string) =>
  call(decideRoute, `/api/access-requests/${id}/${action}`, {
    method: 'POST',
    headers,
    params: { id, action },
    body: reason ? { reason } : {},
  });

async function texts(user: User): Promise<string[]> {
  const reply = await call<{ notifications: { text: string; link: string }[] }>(
    listNotifications,
    '/api/notifications',
    {
      headers: await bearerHeaders(user),
    },
  );
  return reply.body.notifications.map((n) => n.text);
}

describe('access request notifications', () => {
  it('the creator hears of a request; the requester of the approval and of the revocation, with the reason', async () => {
    const ada = await createUser({ displayName: 'Ada' });
    const bob = await createUser({ displayName: 'Bob' });
    const adaAuth = await bearerHeaders(ada);
    const idea = await gatedIdea(adaAuth);
    const id = await request(idea, await bearerHeaders(bob));

    expect(await texts(ada)).toEqual(['Bob signed the NDA of “Solar kettle” and requests access.']);
    const toAda = await mailer.inbox.waitFor((m) => m.to.includes(ada.email));
    expect(toAda.subject).toBe('Bob signed the NDA of “Solar kettle” and requests access.');
    expect(toAda.text).toContain(`http://localhost:3000/ideas/${idea}`);
    expect(toAda.text).toContain('Review the request');

    expect((await decide('approve', id, adaAuth)).status).toBe(200);
    await mailer.inbox.waitFor(
      (m) => m.to.includes(bob.email) && m.subject === 'Your access request for “Solar kettle” was approved.',
    );
    expect((await decide('revoke', id, adaAuth, 'The deal is off')).status).toBe(200);
    const revoked = await mailer.inbox.waitFor(
      (m) => m.to.includes(bob.email) && m.subject.startsWith('Your access to'),
    );
    expect(revoked.subject).toBe('Your access to “Solar kettle” was revoked. Reason: The deal is off');
    expect(await texts(bob)).toEqual([
      'Your access to “Solar kettle” was revoked. Reason: The deal is off',
      'Your access request for “Solar kettle” was approved.',
    ]);
  });

  it('a rejection reaches the requester in the app even when its email is turned off; auto-approve tells both', async () => {
    const cleo = await createUser({ displayName: 'Cleo' });
    const dan = await createUser({ displayName: 'Dan' });
    const cleoAuth = await bearerHeaders(cleo);
    const danAuth = await bearerHeaders(dan);
    const off = await call(putSettings, '/api/notification-settings', {
      method: 'PUT',
      headers: danAuth,
      body: { 'access-rejected': { inApp: true, email: false } },
    });
    expect(off.status).toBe(200);
    const idea = await gatedIdea(cleoAuth, { title: 'Tidal lamp' });
    const id = await request(idea, danAuth);
    expect((await decide('reject', id, cleoAuth, 'Not a fit')).status).toBe(200);
    expect(await texts(dan)).toEqual([
      'Your access request for “Tidal lamp” was rejected. Reason: Not a fit',
    ]);

    const auto = await gatedIdea(cleoAuth, { title: 'Wind sock', ndaAutoApprove: true });
    await request(auto, danAuth);
    await mailer.inbox.waitFor(
      (m) => m.to.includes(dan.email) && m.subject === 'Your access request for “Wind sock” was approved.',
    );
    expect(await texts(cleo)).toContain('Dan signed the NDA of “Wind sock” and got access automatically.');
    expect(mailer.inbox.messages.some((m) => m.subject.includes('Tidal lamp” was rejected'))).toBe(false);
  });

  it('both sides’ open pages hear of each change at once: the access state and the unread count', async () => {
    const eve = await createUser({ displayName: 'Eve' });
    const finn = await createUser({ displayName: 'Finn' });
    const eveAuth = await bearerHeaders(eve);
    const idea = await gatedIdea(eveAuth, { title: 'Rain clock' });
    const open = async (user: User) => {
      const controller = new AbortController();
      const request = new Request('http://localhost:3000/api/presence', {
        headers: await cookieHeaders(user),
        signal: controller.signal,
      });
      const stream = new SseReader((await presenceRoute(request, undefined)) as Response);
      await stream.waitFor((e) => e.event === 'online');
      return { stream, close: () => controller.abort() };
    };
    const creatorPage = await open(eve);
    const requesterPage = await open(finn);
    try {
      const id = await request(idea, await bearerHeaders(finn));
      const toCreator = await creatorPage.stream.waitFor((e) => e.event === 'access');
      expect(JSON.parse(toCreator.data)).toEqual({ requestId: id, ideaId: idea, status: 'pending' });
      const bell = await creatorPage.stream.waitFor((e) => e.event === 'notifications');
      expect(JSON.parse(bell.data)).toEqual({ unread: 1 });

      expect((await decide('approve', id, eveAuth)).status).toBe(200);
      const approved = await requesterPage.stream.waitFor(
        (e) => e.event === 'access' && JSON.parse(e.data).status === 'approved',
      );
      expect(JSON.parse(approved.data)).toEqual({ requestId: id, ideaId: idea, status: 'approved' });
      expect((await decide('revoke', id, eveAuth)).status).toBe(200);
      await requesterPage.stream.waitFor(
        (e) => e.event === 'access' && JSON.parse(e.data).status === 'revoked',
      );
      const count = await requesterPage.stream.waitFor(
        (e) => e.event === 'notifications' && JSON.parse(e.data).unread === 2,
      );
      expect(JSON.parse(count.data)).toEqual({ unread: 2 });
    } finally {
      creatorPage.close();
      requesterPage.close();
    }
  });
});

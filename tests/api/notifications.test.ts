import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PUT as putSettings, GET as getSettings } from '@/app/api/notification-settings/route';
import { POST as markRead } from '@/app/api/notifications/read/route';
import { GET as listRoute } from '@/app/api/notifications/route';
import { MAIL_TOPICS } from '@/lib/core/mail-topics';
import { getDb } from '@/lib/db';
import '@/lib/platform/mail';
import { notify } from '@/lib/notifications';
import { jobs, users } from '@/models';
import { cookieHeaders, createUser } from './fixtures';
import { call } from './http';
import { withMailWorker } from './mail-worker';

const mailer = withMailWorker();

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const allJobsDone = async () => (await getDb().select().from(jobs)).every((j) => j.status === 'done');

interface ListReply {
  notifications: { _id: string; type: string; text: string; link: string; read: boolean }[];
  unread: number;
}

describe('notifications', () => {
  it('are stored and mailed in the transaction of what happened, with a one-click unsubscribe for their type', async () => {
    const ada = await createUser({ displayName: 'Ada' });
    await getDb().transaction((tx) =>
      notify(tx, {
        userId: ada.id,
        type: 'access-requested',
        text: 'Bob requested access to “Solar kettle”.',
        link: '/deals',
        emailAction: 'Review the request',
      }),
    );
    const mail = await mailer.inbox.waitFor((m) => m.to.includes(ada.email));
    expect(mail.subject).toBe('Bob requested access to “Solar kettle”.');
    expect(mail.text).toContain('http://localhost:3000/deals');
    expect(mail.headerLines.some((l) => /^List-Unsubscribe: <.*\.access-requested\./.test(l))).toBe(true);

    const headers = await cookieHeaders(ada);
    const list = await call<ListReply>(listRoute, '/api/notifications', { headers });
    expect(list.status).toBe(200);
    expect(list.body.unread).toBe(1);
    expect(list.body.notifications).toEqual([
      expect.objectContaining({
        type: 'access-requested',
        text: 'Bob requested access to “Solar kettle”.',
        link: '/deals',
        read: false,
      }),
    ]);
    expect((await call(listRoute, '/api/notifications')).status).toBe(401);
  });

  it('are marked read by id (only one’s own) or all at once', async () => {
    const ada = await createUser();
    const bob = await createUser();
    for (const text of ['One.', 'Two.', 'Three.'])
      await notify(getDb(), { userId: ada.id, type: 'access-approved', text, link: '/deals' });
    await notify(getDb(), { userId: bob.id, type: 'access-approved', text: 'Bob’s.', link: '/deals' });
    const ada1 = await cookieHeaders(ada);
    const listed = await call<ListReply>(listRoute, '/api/notifications', { headers: ada1 });
    expect(listed.body.notifications.map((n) => n.text)).toEqual(['Three.', 'Two.', 'One.']);
    const bobs = await call<ListReply>(listRoute, '/api/notifications', {
      headers: await cookieHeaders(bob),
    });

    const one = await call<ListReply>(markRead, '/api/notifications/read', {
      method: 'POST',
      headers: ada1,
      body: { ids: [listed.body.notifications[0]!._id, bobs.body.notifications[0]!._id] },
    });
    expect(one.status).toBe(200);
    expect(one.body.unread).toBe(2);
    expect(
      (await call<ListReply>(listRoute, '/api/notifications', { headers: await cookieHeaders(bob) })).body
        .unread,
    ).toBe(1);

    const all = await call<ListReply>(markRead, '/api/notifications/read', {
      method: 'POST',
      headers: ada1,
      body: { all: true },
    });
    expect(all.body.unread).toBe(0);
    expect(all.body.notifications.every((n) => n.read)).toBe(true);

    const bad = await call(markRead, '/api/notifications/read', { method: 'POST', headers: ada1, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: { ids: expect.any(String) } });
  });

  it('come a page at a time, newest first, without gaps or repeats; a bad cursor or limit is 400', async () => {
    const dee = await createUser();
    const texts = Array.from({ length: 7 }, (_, i) => `Number ${i + 1}.`);
    // In one transaction: they share a time, and the id still orders them.
    await getDb().transaction(async (tx) => {
      for (const text of texts)
        await notify(tx, { userId: dee.id, type: 'access-approved', text, link: '/' });
    });
    const headers = await cookieHeaders(dee);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { status: number; body: ListReply & { nextCursor: string | null } } = await call(
        listRoute,
        `/api/notifications${query}`,
        { headers },
      );
      expect(page.status).toBe(200);
      expect(page.body.unread).toBe(7);
      seen.push(...page.body.notifications.map((n) => n.text));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...texts].reverse());

    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?cursor=nope']) {
      const bad = await call(listRoute, `/api/notifications${query}`, { headers });
      expect(bad.status, query).toBe(400);
    }
  });

  it('follow each member’s settings: off in the app, off by email, or both', async () => {
    const cleo = await createUser();
    const headers = await cookieHeaders(cleo);
    const defaults = await call<{ settings: Record<string, { inApp: boolean; email: boolean }> }>(
      getSettings,
      '/api/notification-settings',
      { headers },
    );
    expect(Object.keys(defaults.body.settings)).toEqual([
      'access-requested',
      'access-approved',
      'access-rejected',
      'access-revoked',
      'new-message',
      'moderation',
      // The topics added since (the watchlist, saved searches) follow the first six.
      ...Object.keys(MAIL_TOPICS).slice(6),
    ]);
    expect(Object.keys(defaults.body.settings)).toContain('watched-ideas');
    expect(Object.values(defaults.body.settings).every((s) => s.inApp && s.email)).toBe(true);

    const changed = await call<{ settings: Record<string, { inApp: boolean; email: boolean }> }>(
      putSettings,
      '/api/notification-settings',
      {
        method: 'PUT',
        headers,
        body: {
          'access-rejected': { inApp: false, email: true },
          'access-revoked': { inApp: true, email: false },
        },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.settings['access-rejected']).toEqual({ inApp: false, email: true });
    expect(changed.body.settings['access-revoked']).toEqual({ inApp: true, email: false });
    expect(changed.body.settings['access-approved']).toEqual({ inApp: true, email: true });

    await notify(getDb(), {
      userId: cleo.id,
      type: 'access-rejected',
      text: 'Rejected one.',
      link: '/deals',
      emailAction: 'See why',
    });
    await notify(getDb(), {
      userId: cleo.id,
      type: 'access-revoked',
      text: 'Revoked one.',
      link: '/deals',
      emailAction: 'See the request',
    });
    await mailer.inbox.waitFor((m) => m.to.includes(cleo.email) && m.subject === 'Rejected one.');
    await until(allJobsDone, 'the mail jobs');
    expect(mailer.inbox.messages.some((m) => m.subject === 'Revoked one.')).toBe(false);
    const list = await call<ListReply>(listRoute, '/api/notifications', { headers });
    expect(list.body.notifications.map((n) => n.text)).toEqual(['Revoked one.']);

    for (const body of [{ 'no-such-type': { inApp: true, email: true } }, { moderation: { inApp: 'yes' } }]) {
      const refused = await call(putSettings, '/api/notification-settings', { method: 'PUT', headers, body });
      expect(refused.status).toBe(400);
    }
    expect((await call(getSettings, '/api/notification-settings')).status).toBe(401);
  });

  it('reach nobody whose account is suspended', async () => {
    const dora = await createUser();
    await getDb().update(users).set({ status: 'suspended' }).where(eq(users.id, dora.id));
    await notify(getDb(), {
      userId: dora.id,
      type: 'moderation',
      text: 'Hidden.',
      link: '/',
      emailAction: 'Open',
    });
    await until(allJobsDone, 'the mail jobs');
    expect(mailer.inbox.messages.some((m) => m.to.includes(dora.email))).toBe(false);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/presence/route';
import { getPresenceHub, isUserOnline } from '@/lib/platform/presence';
import { cookieHeaders, bearerHeaders, createUser } from './fixtures';
import { BASE_URL, call } from './http';
import { SseReader, onlineIdsOf } from './sse';

process.env.PRESENCE_GRACE_MS = '150';

afterAll(async () => {
  await getPresenceHub().stop();
});

function open(headers: Record<string, string>) {
  const controller = new AbortController();
  const request = new Request(`${BASE_URL}/api/presence`, { headers, signal: controller.signal });
  return { controller, response: GET(request, undefined) as Promise<Response> };
}

async function until(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/presence', () => {
  it('refuses visitors who are not signed in', async () => {
    const reply = await call(GET, '/api/presence');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ success: false, message: 'Please sign in to see who is online' });
  });

  it('streams the online list, including the viewer, and pushes changes to every listener', async () => {
    const alice = await createUser({ displayName: 'Alice Stream' });
    const bob = await createUser({ displayName: 'Bob Stream' });
    const a = open(await cookieHeaders(alice));
    const response = await a.response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const aliceStream = new SseReader(response);
    await aliceStream.waitFor((e) => e.event === 'online' && onlineIdsOf(e).includes(alice.id));

    const b = open(await bearerHeaders(bob));
    const bobStream = new SseReader(await b.response);
    const first = await bobStream.waitFor((e) => e.event === 'online');
    expect(onlineIdsOf(first)).toEqual(expect.arrayContaining([alice.id, bob.id]));
    expect(JSON.parse(first.data)).toMatchObject({ count: onlineIdsOf(first).length });
    await aliceStream.waitFor((e) => onlineIdsOf(e).includes(bob.id), 2000);

    // Bob goes away: after the grace period Alice's stream no longer lists him.
    b.controller.abort();
    await bobStream.cancel();
    await aliceStream.waitFor(
      (e) => !onlineIdsOf(e).includes(bob.id) && onlineIdsOf(e).includes(alice.id),
      3000,
    );
    expect(await isUserOnline(bob.id)).toBe(false);

    a.controller.abort();
    await aliceStream.cancel();
    await until(async () => !(await isUserOnline(alice.id)));
  });
});

import 'server-only';
import type { PresenceHub } from './hub';

const encoder = new TextEncoder();
// EventSource waits this long before reconnecting after the stream drops (e.g. a server restart).
const RETRY = encoder.encode('retry: 2000\n\n');

/**
 * The SSE response for one signed-in browser: the online list at once and on every change, the
 * events sent to this user (sendToUser: new messages…), a keep-alive comment now and then; the
 * connection is released when the client goes away.
 */
export async function presenceStream(
  hub: PresenceHub,
  userId: string,
  signal: AbortSignal,
): Promise<Response> {
  const connection = await hub.connect(userId);
  let release: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (frame: Uint8Array) => {
        if (!open) return;
        try {
          controller.enqueue(frame);
        } catch {
          release();
        }
      };
      const unsubscribe = hub.subscribe(send);
      const unsubscribeUser = hub.subscribeUser(userId, send);
      const unsubscribeEnd = hub.onUserEnd(userId, () => release());
      release = () => {
        if (!open) return;
        open = false;
        unsubscribe();
        unsubscribeUser();
        unsubscribeEnd();
        hub.disconnect(connection);
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      signal.addEventListener('abort', release, { once: true });
      send(RETRY);
      send(hub.currentFrame());
      if (signal.aborted) release();
    },
    cancel() {
      release();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression (which would buffer the frames) away from the stream.
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    },
  });
}

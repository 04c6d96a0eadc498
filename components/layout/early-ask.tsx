import { VIEWER_HINT_COOKIE } from '@/lib/identity/shared';

/** Where the asks made while the HTML is parsed wait for the islands that read them. */
const STORE = '__earlyAsks';

type EarlyAsks = Record<string, Promise<Response | null> | undefined>;

/**
 * An inline script asking `url` for the signed-in viewer while the page's HTML is still being
 * parsed, long before hydration, so the viewer's own parts have their answer when they first
 * render. The cached HTML is the same for everyone: the script asks only when the hint cookie says
 * a session is there (viewer-hint.ts), with the browser's own cookies. A failed ask resolves to
 * null, and the island asks again itself. Rendered by a client navigation, the script does not
 * run (React inserts it inert) and the islands ask as before.
 */
export function EarlyAsk({ url }: { url: string }) {
  const quoted = (text: string) => JSON.stringify(text).replaceAll('<', '\\u003c');
  const script =
    `document.cookie.split('; ').includes(${quoted(`${VIEWER_HINT_COOKIE}=1`)})&&` +
    `((self.${STORE}||(self.${STORE}={}))[${quoted(url)}]=` +
    `fetch(${quoted(url)},{cache:'no-store',credentials:'same-origin'}).catch(function(){return null}))`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/** The answer the page's script asked for `url`, once: later asks go to the server. */
export function takeEarlyAsk(url: string): Promise<Response | null> | undefined {
  const asks = (globalThis as { [STORE]?: EarlyAsks })[STORE];
  const ask = asks?.[url];
  if (asks) delete asks[url];
  return ask;
}

import { VIEWER_HINT_COOKIE } from '@/lib/identity/shared';

/** Where the asks made while the HTML is parsed wait for the islands that read them. */
const STORE = '__earlyAsks';

/** The page's early ask for one address: its reply's body (null when it failed), and whether it is in. */
export interface EarlyAsked {
  reply: Promise<unknown>;
  settled?: true;
  body?: unknown;
}

type EarlyAsks = Record<string, EarlyAsked | undefined>;

/**
 * An inline script asking `url` for the signed-in viewer while the page's HTML is still being
 * parsed, long before hydration, so the viewer's own parts have their answer when they first
 * render. The cached HTML is the same for everyone: the script asks only when the hint cookie says
 * a session is there (viewer-hint.ts), with the browser's own cookies. The body is read at once,
 * so an island can show an answer that is in during the commit that hydrates it; a failed ask
 * reads as null, and the island asks again itself. Rendered by a client navigation, the script
 * does not run (React inserts it inert) and the islands ask as before.
 */
export function EarlyAsk({ url }: { url: string }) {
  const quoted = (text: string) => JSON.stringify(text).replaceAll('<', '\\u003c');
  const script =
    `document.cookie.split('; ').includes(${quoted(`${VIEWER_HINT_COOKIE}=1`)})&&(function(asks,url){` +
    `var ask=asks[url]={};` +
    `ask.reply=fetch(url,{cache:'no-store',credentials:'same-origin'})` +
    `.then(function(r){return r.ok?r.json():null}).catch(function(){return null})` +
    `.then(function(body){ask.settled=true;ask.body=body;return body})` +
    `})(self.${STORE}||(self.${STORE}={}),${quoted(url)})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/** The page's early ask for `url`, once: later asks go to the server. */
export function takeEarlyAsk(url: string): EarlyAsked | undefined {
  const asks = (globalThis as { [STORE]?: EarlyAsks })[STORE];
  const ask = asks?.[url];
  if (asks) delete asks[url];
  return ask;
}

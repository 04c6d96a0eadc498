'use client';

import { usePathname } from 'next/navigation';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';
import { VIEWER_URL, viewerHinted } from '@/lib/identity/shared';
import type { ShellViewer } from '@/lib/http/shell-viewer';
import { takeEarlyAsk, type EarlyAsked } from './early-ask';

export interface ViewerState {
  /** False until the first answer: the signed-in parts wait instead of flashing the wrong state. */
  known: boolean;
  viewer: ShellViewer | null;
  firebase: FirebaseWebConfig | null;
}

type ShellState = Pick<ViewerState, 'viewer' | 'firebase'>;

interface ViewerReading extends ViewerState {
  /** Asks again (after sign-in, sign-out or a profile change). */
  refresh: () => Promise<void>;
}

/*
 * The state lives in a store outside React, read with a selector: a component renders again only
 * when what it reads changes. A context would render every reader when the first answer comes, and
 * first hydrate any part of the page still dehydrated under the provider: for a signed-out visitor,
 * twenty Save buttons and the list's cards rendered again to draw the same HTML, while only Login /
 * Register appear.
 */
const UNKNOWN: ViewerState = { known: false, viewer: null, firebase: null };
let current = UNKNOWN;
const listeners = new Set<() => void>();
let asker: () => Promise<void> = async () => {};

function setViewerState(update: (previous: ViewerState) => ViewerState) {
  const next = update(current);
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Asks the server who is signed in again (after sign-in, sign-out or a profile change). */
export const refreshViewer = () => asker();

/**
 * Who is signed in, asked by the browser from `/api/viewer` (no-store). Pages are the same HTML for
 * everyone, so they can be cached; the account menu, owner buttons and the creator's views are
 * islands that read this. Asked again on every navigation, so a sign-in or sign-out shows at once;
 * not asked when the page loaded without a session (the hint cookie of viewer-hint.ts).
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const latest = useRef(0);
  // The page's first ask, made while its HTML was parsed (EarlyAsk in the root layout).
  const early = useRef<EarlyAsked | undefined>(undefined);

  /** Asks the server; resolves to how to update the state (nothing when a newer ask is on its way). */
  const ask = useCallback(async (): Promise<(previous: ViewerState) => ViewerState> => {
    const asked = ++latest.current;
    const earlyAsk = early.current;
    early.current = undefined;
    let next: (previous: ViewerState) => ViewerState;
    try {
      let body = earlyAsk ? ((await earlyAsk.reply) as ShellState | null) : null;
      if (!body) {
        const response = await fetch(VIEWER_URL, { cache: 'no-store', credentials: 'same-origin' });
        if (!response.ok) throw new Error(`viewer: ${response.status}`);
        body = (await response.json()) as ShellState;
      }
      next = answer(body);
    } catch {
      // Offline or the server is restarting: keep what we knew (signed out if nothing yet).
      next = (previous) => ({ ...previous, known: true });
    }
    return asked === latest.current ? next : (previous) => previous;
  }, []);

  useEffect(() => {
    asker = async () => setViewerState(await ask());
  }, [ask]);

  // An early answer already in is shown by the commit that hydrates the page, before its first
  // paint, instead of a frame later.
  const answeredEarly = useRef(false);
  useLayoutEffect(() => {
    early.current = takeEarlyAsk(VIEWER_URL);
    const body = early.current?.settled ? (early.current.body as ShellState | null) : null;
    if (!body) return;
    early.current = undefined;
    answeredEarly.current = true;
    setViewerState(answer(body));
  }, []);

  // A page loaded without the hint cookie has nobody signed in (proxy.ts sets it for a session):
  // no request. Later navigations ask all the same, since a sign-in in this tab starts a session
  // without loading a page.
  const loaded = useRef(false);
  useEffect(() => {
    const firstAsk = !loaded.current;
    loaded.current = true;
    if (firstAsk && answeredEarly.current) return;
    if (firstAsk && !viewerHinted()) {
      setViewerState((previous) => (previous.known ? previous : { ...previous, known: true }));
      return;
    }
    void ask().then(setViewerState);
  }, [pathname, ask]);

  return children;
}

/** The state for the server's answer; the same objects while nothing changed, so effects keyed on them do not run again. */
function answer(body: ShellState): (previous: ViewerState) => ViewerState {
  return (previous) => {
    const viewer = same(previous.viewer, body.viewer) ? previous.viewer : body.viewer;
    const firebase = same(previous.firebase, body.firebase) ? previous.firebase : body.firebase;
    const unchanged = previous.known && viewer === previous.viewer && firebase === previous.firebase;
    return unchanged ? previous : { known: true, viewer, firebase };
  };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A part of the viewer's state; the component renders again only when it changes (a stable value:
 * a field, not a new object). Parts hydrate with the server's state (nobody known yet).
 * `useSyncExternalStore` alone subscribes in a passive effect, so an answer that came with the page
 * (the HTML's early ask, applied by the provider's layout effect) would show a frame late: a layout
 * effect also checks the store and renders the part again at once, before the first paint.
 */
export function useViewerState<T>(select: (state: ViewerState) => T): T {
  const selected = useSyncExternalStore(
    subscribe,
    () => select(current),
    () => select(UNKNOWN),
  );
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const shown = useRef({ select, selected });
  useLayoutEffect(() => {
    shown.current = { select, selected };
  });
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(shown.current.select(current), shown.current.selected)) renderAgain();
    };
    check();
    return subscribe(check);
  }, []);
  return selected;
}

/** Who is signed in (null while not known, or nobody). */
export const useSignedInViewer = () => useViewerState((state) => state.viewer);

/** The whole state and `refresh`: renders again on any change (the first answer included). */
export function useViewer(): ViewerReading {
  return { ...useViewerState((state) => state), refresh: refreshViewer };
}

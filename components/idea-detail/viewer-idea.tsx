'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { takeEarlyAsk, type EarlyAsked } from '@/components/layout/early-ask';
import { useViewer } from '@/components/layout/viewer-provider';
import { onServerEvent } from '@/components/presence/presence-client';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { viewerHinted } from '@/lib/identity/shared';
import { viewerIdeaUrl } from './viewer-idea-url';

interface ViewerIdea {
  /** The idea as the signed-in viewer may see it (email, and the gated texts for its creator). */
  idea: IdeaDTO | null;
  /** Still asking: who the viewer is, or their view of the idea. */
  pending: boolean;
  /** Who the page is shown to; null when signed out, or while the owner previews what others see. */
  viewerId: string | null;
  /** The signed-in viewer created the idea (also while previewing). */
  owner: boolean;
  /** The owner is looking at the page as a signed-out visitor would. */
  preview: boolean;
  setPreview: (preview: boolean) => void;
  /** Asks the viewer's view of the idea again (after their access to it changed). */
  reload: () => void;
}

const ViewerIdeaContext = createContext<ViewerIdea>({
  idea: null,
  pending: false,
  viewerId: null,
  owner: false,
  preview: false,
  setPreview: () => {},
  reload: () => {},
});

/** Our own upload addresses stay on this origin (private photos need the session cookie). */
function sameOrigin(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.pathname.startsWith('/api/uploads/') ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/** The idea as the API gives it to the signed-in viewer; null when it cannot be read. */
function askViewerIdea(id: string, signal?: AbortSignal): Promise<IdeaDTO | null> {
  return fetch(viewerIdeaUrl(id), { cache: 'no-store', credentials: 'same-origin', signal })
    .then((response) => (response.ok ? (response.json() as Promise<IdeaDTO>) : null))
    .catch(() => null);
}

/**
 * The idea page is cached as anyone sees it; a signed-in viewer's own view of the idea (what the
 * API gives them) is asked by the browser and shown by the islands below this provider.
 */
export function ViewerIdeaProvider({
  id,
  creator,
  children,
}: {
  id: string;
  creator: string;
  children: ReactNode;
}) {
  const { known, viewer } = useViewer();
  const [loaded, setLoaded] = useState<{ viewerId: string; idea: IdeaDTO } | null>(null);
  const [previewing, setPreview] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  // Access to a gated idea changes on the other side (approved, revoked…): the events stream says so.
  const signedIn = viewer !== null;
  useEffect(() => {
    if (!signedIn) return;
    return onServerEvent('access', (data) => {
      const changed = (data as { ideaId?: string } | null)?.ideaId;
      if (changed && changed.toLowerCase() === id.toLowerCase()) reload();
    });
  }, [id, signedIn, reload]);

  // With a session to ask about (the hint cookie), the viewer's view of the idea is asked at once,
  // beside the viewer's own ask: one round trip before the page shows it instead of two. A page
  // loaded from the server asked it already while its HTML was parsed (EarlyAsk in the page).
  const early = useRef<{ id: string; asked: EarlyAsked } | null>(null);
  useLayoutEffect(() => {
    const asked = takeEarlyAsk(viewerIdeaUrl(id));
    if (asked) early.current = { id, asked };
    else if (viewerHinted()) early.current = { id, asked: { reply: askViewerIdea(id) } };
  }, [id]);

  // A layout effect: an answer already in is shown by the commit that hydrates the page, before
  // its first paint.
  useLayoutEffect(() => {
    if (!viewer) return;
    const controller = new AbortController();
    const asked = version === 0 && early.current?.id === id ? early.current.asked : null;
    early.current = null;
    const show = (idea: IdeaDTO | null) => {
      if (!idea || controller.signal.aborted) return;
      const photos = idea.photos?.map(sameOrigin);
      setLoaded({ viewerId: viewer.id, idea: { ...idea, ...(photos ? { photos } : {}) } });
    };
    if (asked?.settled) show(asked.body as IdeaDTO | null);
    else
      void (
        (asked?.reply as Promise<IdeaDTO | null> | undefined) ?? askViewerIdea(id, controller.signal)
      ).then(show);
    return () => controller.abort();
  }, [id, viewer, version]);

  const owner = viewer !== null && viewer.id === creator;
  // The cached page already is what a signed-out visitor sees: previewing only hides the viewer's parts.
  const preview = owner && previewing;
  const idea = viewer && !preview && loaded?.viewerId === viewer.id ? loaded.idea : null;
  const value = useMemo(
    () => ({
      idea,
      pending: !preview && (!known || (viewer !== null && idea === null)),
      viewerId: preview ? null : (viewer?.id ?? null),
      owner,
      preview,
      setPreview,
      reload,
    }),
    [idea, preview, known, viewer, owner, reload],
  );
  return <ViewerIdeaContext.Provider value={value}>{children}</ViewerIdeaContext.Provider>;
}

export function useViewerIdea(): ViewerIdea {
  return useContext(ViewerIdeaContext);
}

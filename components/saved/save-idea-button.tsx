'use client';

import clsx from 'clsx';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSignedInViewer } from '@/components/layout/viewer-provider';
import { isWatched, loadWatched, setWatched, subscribeWatched, watchlistActions } from './watched-ids';

interface SaveIdeaButtonProps {
  id: string;
  title: string;
  /** The state the server rendered (the /saved page knows it); otherwise asked in the browser. */
  initial?: boolean;
  /** The idea's creator, who has no use for saving their own idea: they see no button. */
  creator: string;
  className?: string;
}

const BASE =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Save (a toggle, `aria-pressed`) on cards, table rows and the idea page: optimistic, put back
 * with a message when the server refuses. Signed out (and in the cached HTML) it is a link to
 * sign in and come back to the idea.
 */
export function SaveIdeaButton({ id, title, initial, creator, className }: SaveIdeaButtonProps) {
  const viewer = useSignedInViewer();
  const stored = useSyncExternalStore(
    subscribeWatched,
    () => isWatched(id),
    () => null,
  );
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (viewer) loadWatched(viewer.id);
  }, [viewer]);

  if (viewer?.id === creator) return null;
  // Signed out, and until the viewer is known: what the cached page's HTML holds, so that most
  // visitors' pages change nothing here after hydration. Sign-in leads back to the idea's page.
  if (!viewer) {
    return (
      <a
        href={`/login?callbackUrl=${encodeURIComponent(`/ideas/${id}`)}`}
        className={clsx(BASE, 'border-slate-300 text-slate-700 hover:bg-slate-50', className)}
        aria-label={`Sign in to save “${title}”`}
      >
        <Mark filled={false} />
        Save
      </a>
    );
  }
  const watching = stored ?? initial ?? false;

  async function toggle() {
    const next = !watching;
    setBusy(true);
    setFailed('');
    setWatched(id, next);
    const result = await watchlistActions()
      .then((actions) => actions.setWatchingAction(id, next))
      .catch(() => null);
    setBusy(false);
    if (result?.ok) return;
    setWatched(id, !next);
    setFailed(next ? 'Could not save the idea. Try again.' : 'Could not remove the idea. Try again.');
  }

  return (
    <span className={clsx('inline-flex flex-col items-start', className)}>
      <button
        type="button"
        data-testid="save-idea"
        aria-pressed={watching}
        aria-label={`Save “${title}”`}
        disabled={busy || (stored === null && initial === undefined)}
        onClick={() => void toggle()}
        className={clsx(
          BASE,
          watching
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-slate-300 text-slate-700 hover:bg-slate-50',
          'disabled:cursor-wait',
        )}
      >
        <Mark filled={watching} />
        {watching ? 'Saved' : 'Save'}
      </button>
      <span role="status" className={failed ? 'mt-1 text-xs text-red-700' : 'sr-only'}>
        {failed}
      </span>
    </span>
  );
}

function Mark({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
    </svg>
  );
}

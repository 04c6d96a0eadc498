'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
  useState,
  useTransition,
} from 'react';
import { checkServer, type ListFailure } from './server-check';

type History = 'push' | 'replace';

interface ListNavigationValue {
  /** The current view's URL, as the server rendered it. */
  href: string;
  navigate: (href: string, history?: History) => void;
  /** A navigation is under way: checking the server, or waiting for the new render. */
  pending: boolean;
  failure: (ListFailure & { retry: () => void }) | null;
}

const ListNavigationContext = createContext<ListNavigationValue | null>(null);

export function useListNavigation(): ListNavigationValue {
  const value = useContext(ListNavigationContext);
  if (!value) throw new Error('useListNavigation needs a <ListNavigation> around it');
  return value;
}

/**
 * The one way the list changes: every control computes a new URL and calls `navigate`, which checks
 * the server (with the spec's retries) and then replaces or pushes the URL inside a transition; the
 * server renders the new list from the URL. Back and forward go through the router the same way.
 */
export function ListNavigation({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const [transitionPending, startTransition] = useTransition();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<(ListFailure & { target: string; history: History }) | null>(null);
  const [shownHref, setShownHref] = useState(href);
  const inflight = useRef<AbortController | null>(null);

  // A new render (a navigation, or back/forward) ends any failure shown for the previous one.
  if (shownHref !== href) {
    setShownHref(href);
    setFailure(null);
  }

  const navigate = useCallback(
    async (target: string, history: History = 'replace') => {
      inflight.current?.abort();
      const controller = new AbortController();
      inflight.current = controller;
      setFailure(null);
      setChecking(true);
      const problem = await checkServer(controller.signal);
      if (controller.signal.aborted) return;
      setChecking(false);
      if (problem) {
        setFailure({ ...problem, target, history });
        return;
      }
      startTransition(() => {
        if (history === 'push') router.push(target);
        else router.replace(target, { scroll: false });
      });
    },
    [router],
  );

  const value: ListNavigationValue = {
    href,
    navigate: (target, history) => void navigate(target, history),
    pending: checking || transitionPending,
    failure: failure && {
      message: failure.message,
      network: failure.network,
      retry: () => void navigate(failure.target, failure.history),
    },
  };
  return <ListNavigationContext.Provider value={value}>{children}</ListNavigationContext.Provider>;
}

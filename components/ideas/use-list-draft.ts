'use client';

import { useEffect, useRef, useState } from 'react';
import { listHref, listSearch, type ListChanges } from '@/lib/ideas/shared';
import { useListNavigation } from './list-navigation';

export const FILTER_DEBOUNCE_MS = 1000;

/** The list's controls as the current URL holds them (strings; '' means "any" or the default). */
export interface ListValues {
  search: string;
  category: string;
  type: string;
  priceMin: string;
  priceMax: string;
  requireNDA: string;
  sort: string;
  limit: string;
}

export type ListKey = keyof ListValues;

const KEYS: ListKey[] = ['search', 'category', 'type', 'priceMin', 'priceMax', 'requireNDA', 'sort', 'limit'];
const same = (a: ListValues, b: ListValues) => KEYS.every((key) => a[key] === b[key]);

export const CLEARED: ListChanges = {
  search: '',
  category: '',
  type: '',
  priceMin: '',
  priceMax: '',
  requireNDA: '',
  sort: '',
};

/**
 * What the controls show: the URL's values, or what the user just chose or typed while the new list
 * loads. `choose` changes the URL at once; `type` one second after the last key (one navigation for
 * fast typing). Once nobody is typing, the controls follow the URL again (back/forward).
 */
export function useListDraft(values: ListValues, defaults: Readonly<Record<string, string>>) {
  const { href, navigate } = useListNavigation();
  const [draft, setDraft] = useState(values);
  const [seen, setSeen] = useState(values);
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ href, draft });

  if (!same(seen, values)) {
    setSeen(values);
    if (!typing) setDraft(values);
  }

  useEffect(() => {
    latest.current = { href, draft: latest.current.draft };
  }, [href]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const update = (next: ListValues) => {
    setDraft(next);
    latest.current = { ...latest.current, draft: next };
  };

  /** Navigates to the URL of the draft (plus `changes`), cancelling a pending debounce. */
  const commit = (changes: ListChanges = {}) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setTyping(false);
    const { href: current, draft: text } = latest.current;
    navigate(listHref(listSearch(current), { ...text, ...changes }, defaults));
  };

  const choose = (key: ListKey, value: string) => {
    update({ ...latest.current.draft, [key]: value });
    commit();
  };

  const type = (key: ListKey, value: string) => {
    update({ ...latest.current.draft, [key]: value });
    setTyping(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(commit, FILTER_DEBOUNCE_MS);
  };

  const clearAll = () => {
    update({ ...latest.current.draft, ...(CLEARED as Partial<ListValues>) });
    commit();
  };

  return { draft, choose, type, commit, clearAll };
}

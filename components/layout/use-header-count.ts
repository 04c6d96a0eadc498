'use client';

import { useState, type Dispatch, type SetStateAction } from 'react';
import type { ShellUnread } from '@/lib/http/shell-viewer';
import { useSignedInViewer } from './viewer-provider';

/**
 * One of the header's unread counts: the server's answer about the viewer carries it (asked while
 * the page's HTML is parsed, and again on every navigation), and the control's live events set it
 * in between. A new answer wins over what the events said before it.
 */
export function useHeaderCount(kind: keyof ShellUnread): [number, Dispatch<SetStateAction<number>>] {
  const viewer = useSignedInViewer();
  const answered = viewer?.unread[kind] ?? 0;
  const [count, setCount] = useState(answered);
  // The viewer object is replaced only when the server's answer changed (viewer-provider.tsx).
  const [answer, setAnswer] = useState(viewer);
  if (answer !== viewer) {
    setAnswer(viewer);
    setCount(answered);
  }
  return [count, setCount];
}

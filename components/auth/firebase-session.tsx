'use client';

import { useSignedInViewer, useViewerState } from '@/components/layout/viewer-provider';
import { lazyComponent } from '@/components/ui/lazy-component';

// Loaded only in Firebase mode: the other mode's pages carry none of its code.
const FirebaseSessionSync = lazyComponent(
  () => import('./firebase-session-sync').then((module) => module.FirebaseSessionSync),
  null,
);

/** In Firebase mode, keeps Firebase's browser session and ours in step; renders nothing otherwise. */
export function FirebaseSession() {
  // The mode is decided by the server at run time (the same build serves both modes).
  const firebase = useViewerState((state) => (state.known ? state.firebase : null));
  const viewer = useSignedInViewer();
  if (!firebase) return null;
  return <FirebaseSessionSync config={firebase} signedIn={viewer !== null} />;
}

'use client';

import { useViewer } from '@/components/layout/viewer-provider';
import { FirebaseSessionSync } from './firebase-session-sync';

/** In Firebase mode, keeps Firebase's browser session and ours in step; renders nothing otherwise. */
export function FirebaseSession() {
  // The mode is decided by the server at run time (the same build serves both modes).
  const { known, viewer, firebase } = useViewer();
  if (!known || !firebase) return null;
  return <FirebaseSessionSync config={firebase} signedIn={viewer !== null} />;
}

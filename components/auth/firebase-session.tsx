import { connection } from 'next/server';
import { currentViewer } from '@/lib/auth';
import { firebaseWebConfig, getConfig } from '@/lib/config';
import { FirebaseSessionSync } from './firebase-session-sync';

/** In Firebase mode, keeps Firebase's browser session and ours in step; renders nothing otherwise. */
export async function FirebaseSession() {
  // Decided per request: the same build serves both modes.
  await connection();
  const config = firebaseWebConfig(getConfig());
  if (!config) return null;
  const viewer = await currentViewer().catch(() => null);
  return <FirebaseSessionSync config={config} signedIn={Boolean(viewer)} />;
}

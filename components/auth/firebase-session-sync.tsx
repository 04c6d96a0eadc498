'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useViewer } from '@/components/layout/viewer-provider';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';

interface FirebaseSessionSyncProps {
  config: FirebaseWebConfig;
  /** Whether the server sees our session on this page. */
  signedIn: boolean;
}

/**
 * Firebase mode keeps two sessions in step: Firebase's in this browser and ours (the cookie).
 * When Firebase drops the user (account disabled or deleted, token expired or revoked) our
 * session ends; when our session ends (Logout, expiry) Firebase's ends too.
 */
export function FirebaseSessionSync({ config, signedIn }: FirebaseSessionSyncProps) {
  const router = useRouter();
  const { refresh } = useViewer();

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const endOurSession = async () => {
      await signOut({ redirect: false });
      router.refresh();
      await refresh();
    };
    void (async () => {
      const { exchangeInProgress, loadFirebaseAuth } =
        await import('@/components/auth/identity/firebase-client');
      const { auth, sdk } = await loadFirebaseAuth(config);
      await auth.authStateReady();
      if (!active || exchangeInProgress()) return;
      const user = auth.currentUser;
      if (!signedIn) {
        if (user) await sdk.signOut(auth);
        return;
      }
      if (!user) return void endOurSession();
      unsubscribe = sdk.onIdTokenChanged(auth, (next) => {
        if (active && !next && !exchangeInProgress()) void endOurSession();
      });
      // A fresh token now, not within the hour: for a disabled or deleted account, or revoked
      // sessions, Firebase refuses it and the SDK signs the user out (handled just above).
      await user.getIdToken(true).catch(() => undefined);
    })().catch(() => undefined);
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [config, signedIn, router, refresh]);

  return null;
}

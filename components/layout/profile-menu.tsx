'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { stopPresence } from '@/components/presence/presence-client';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';
import type { LazyControlProps } from '@/components/ui/lazy-control';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
  menuItemClass,
} from '@/components/ui/menu';
import type { ShellViewer } from '@/lib/http/shell-viewer';
import { profileTrigger } from './header-triggers';
import { useViewer } from './viewer-provider';

/** The signed-in user's avatar menu: Profile, Settings, Messages, Deals, Saved, Admin (admins only) and Logout. */
export function ProfileMenu({
  viewer,
  firebase,
  defaultOpen,
}: {
  viewer: ShellViewer;
  firebase: FirebaseWebConfig | null;
} & LazyControlProps) {
  const [leaving, setLeaving] = useState(false);
  const router = useRouter();
  const { refresh } = useViewer();

  async function logout() {
    setLeaving(true);
    // Closing the presence stream first: the user goes offline with the session.
    stopPresence();
    try {
      // Ends our session and, in Firebase mode, Firebase's too. The sign-in code (and the account
      // forms' messages it carries) loads only now, not with every signed-in page.
      const { identityFor } = await import('@/components/auth/identity');
      await identityFor(firebase).signOut();
    } finally {
      router.replace('/');
      router.refresh();
      void refresh();
    }
  }

  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger {...profileTrigger(viewer)} />
      <MenuContent className="w-56">
        <MenuLabel>{viewer.displayName}</MenuLabel>
        <MenuSeparator />
        <MenuItem asChild>
          <Link href="/profile" className={menuItemClass}>
            Profile
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link href="/settings" className={menuItemClass}>
            Settings
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link href="/messages" className={menuItemClass}>
            Messages
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link href="/deals" className={menuItemClass}>
            Deals
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link href="/saved" className={menuItemClass}>
            Saved
          </Link>
        </MenuItem>
        {viewer.isAdmin && (
          <MenuItem asChild>
            <Link href="/admin" className={menuItemClass}>
              Admin
            </Link>
          </MenuItem>
        )}
        <MenuItem
          disabled={leaving}
          onSelect={(event) => {
            event.preventDefault();
            void logout();
          }}
        >
          Logout
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

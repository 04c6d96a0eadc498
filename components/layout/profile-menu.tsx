'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { stopPresence } from '@/components/presence/presence-client';
import { identityFor } from '@/lib/auth/identity';
import type { FirebaseWebConfig } from '@/lib/config/firebase';
import { Avatar } from './avatar';
import type { ShellViewer } from './shell-viewer';

const itemClass =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50';

/** The signed-in user's avatar menu: Profile and Logout. */
export function ProfileMenu({
  viewer,
  firebase,
}: {
  viewer: ShellViewer;
  firebase: FirebaseWebConfig | null;
}) {
  const [leaving, setLeaving] = useState(false);
  const identity = useMemo(() => identityFor(firebase), [firebase]);
  const router = useRouter();

  async function logout() {
    setLeaving(true);
    // Closing the presence stream first: the user goes offline with the session.
    stopPresence();
    try {
      // Ends our session and, in Firebase mode, Firebase's too.
      await identity.signOut();
    } finally {
      router.replace('/');
      router.refresh();
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${viewer.displayName}`}
        data-testid="profile-trigger"
        className="focus-visible:outline-brand-600 inline-flex items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <Avatar name={viewer.displayName} src={viewer.photoURL} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs font-medium text-slate-600">
            {viewer.displayName}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link href="/profile" className={itemClass}>
              Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            disabled={leaving}
            onSelect={(event) => {
              event.preventDefault();
              void logout();
            }}
          >
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

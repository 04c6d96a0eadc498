'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { useSignedInViewer } from '@/components/layout/viewer-provider';
import { onlineTrigger } from '@/components/layout/header-triggers';
import { Avatar } from '@/components/ui/avatar';
import type { LazyControlProps } from '@/components/ui/lazy-control';
import { Menu, MenuContent, MenuItem, menuItemClass, MenuTrigger } from '@/components/ui/menu';
import {
  presenceServerSnapshot,
  presenceSnapshot,
  subscribePresence,
  retainPresenceStream,
} from './presence-client';

/** 'Online (count)': who is signed in right now, live from the presence stream. */
export function OnlineDropdown({ defaultOpen }: LazyControlProps) {
  const { status, users } = useSyncExternalStore(subscribePresence, presenceSnapshot, presenceServerSnapshot);
  useEffect(() => retainPresenceStream(), []);
  const selfId = useSignedInViewer()?.id;

  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger {...onlineTrigger(status, users.length)} />
      <MenuContent data-testid="online-list" className="max-h-80 w-64 overflow-y-auto">
        {status === 'connecting' ? (
          <p className="px-3 py-2 text-sm text-slate-600">Loading...</p>
        ) : users.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">No users currently online</p>
        ) : (
          users.map((user) => {
            const name = user.id === selfId ? `${user.displayName} (you)` : user.displayName;
            return (
              // The name alone, set as the item's name and typeahead text: the avatar's initials
              // must not run into it ('KKim').
              <MenuItem key={user.id} asChild textValue={name}>
                <Link
                  href={`/profile/${encodeURIComponent(user.id)}`}
                  aria-label={name}
                  className={menuItemClass}
                >
                  <span aria-hidden="true" className="contents">
                    <Avatar name={user.displayName} src={user.photoURL} size={24} />
                  </span>
                  <span className="truncate">{name}</span>
                </Link>
              </MenuItem>
            );
          })
        )}
      </MenuContent>
    </Menu>
  );
}

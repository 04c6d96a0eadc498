'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { Avatar } from '@/components/layout/avatar';
import { presenceServerSnapshot, presenceSnapshot, subscribePresence, retainPresenceStream } from './presence-client';

/** 'Online (count)': who is signed in right now, live from the presence stream. */
export function OnlineDropdown() {
  const { status, users } = useSyncExternalStore(subscribePresence, presenceSnapshot, presenceServerSnapshot);
  useEffect(() => retainPresenceStream(), []);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="online-trigger"
        data-status={status}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-2 text-sm whitespace-nowrap font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden="true" className={status === 'live' ? 'size-2 rounded-full bg-green-600' : 'size-2 rounded-full bg-slate-400'} />
        Online ({users.length})
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          data-testid="online-list"
          className="z-50 max-h-80 w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {status === 'connecting' ? (
            <p className="px-3 py-2 text-sm text-slate-600">Loading...</p>
          ) : users.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600">No users currently online</p>
          ) : (
            users.map((user) => (
              <DropdownMenu.Item key={user.id} asChild>
                <Link
                  href={`/profile/${user.id}`}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
                >
                  <Avatar name={user.displayName} src={user.photoURL} size="sm" />
                  <span className="truncate">{user.displayName}</span>
                </Link>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

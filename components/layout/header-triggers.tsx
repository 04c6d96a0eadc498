'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { Avatar } from '@/components/ui/avatar';
import type { ShellViewer } from '@/lib/http/shell-viewer';
import { HeaderIcon, headerIconClass } from './header-icon';
import { isCurrent } from './nav-items';
import { useSignedInViewer } from './viewer-provider';

// The triggers of the header's signed-in controls, drawn as soon as the viewer is known: the same
// attributes and drawing serve the menu library's trigger once the menus' code is in
// (`<MenuTrigger {...bellTrigger(unread)} />`) and the early button before.

type TriggerAttributes = ComponentProps<'button'> & Record<`data-${string}`, string>;

export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

export const bellTrigger = (unread: number): TriggerAttributes => ({
  'aria-label': bellLabel(unread),
  'data-testid': 'notification-bell',
  className: headerIconClass,
  children: (
    <HeaderIcon unread={unread} testId="notification-count">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </HeaderIcon>
  ),
});

export const onlineTrigger = (status: string, count: number): TriggerAttributes => ({
  'data-testid': 'online-trigger',
  'data-status': status,
  className:
    'focus-visible:outline-brand-600 inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 focus-visible:outline-2',
  children: (
    <>
      <span
        aria-hidden="true"
        className={
          status === 'live' ? 'size-2 rounded-full bg-green-600' : 'size-2 rounded-full bg-slate-400'
        }
      />
      Online ({count})
    </>
  ),
});

export const profileTrigger = (viewer: ShellViewer): TriggerAttributes => ({
  'aria-label': `Account menu for ${viewer.displayName}`,
  'data-testid': 'profile-trigger',
  className:
    'focus-visible:outline-brand-600 inline-flex items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2',
  children: <Avatar name={viewer.displayName} src={viewer.photoURL} size={32} />,
});

/** A menu's trigger before the menu's code is in: a closed menu button whose press asks to open it. */
function EarlyMenuTrigger({ onOpen, ...props }: TriggerAttributes & { onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onClick={onOpen}
      onKeyDown={(event) => {
        // The menu library opens on ArrowDown too.
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        onOpen();
      }}
      {...props}
    />
  );
}

export function EarlyNotificationBell({ onOpen }: { onOpen: () => void }) {
  const viewer = useSignedInViewer();
  return <EarlyMenuTrigger {...bellTrigger(viewer?.unread.notifications ?? 0)} onOpen={onOpen} />;
}

export const EarlyOnlineDropdown = ({ onOpen }: { onOpen: () => void }) => (
  <EarlyMenuTrigger {...onlineTrigger('connecting', 0)} onOpen={onOpen} />
);

export const EarlyProfileMenu = ({ viewer, onOpen }: { viewer: ShellViewer; onOpen: () => void }) => (
  <EarlyMenuTrigger {...profileTrigger(viewer)} onOpen={onOpen} />
);

export const messagesLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

/** The header's way to /messages, with the number of unread messages. */
export function MessagesLinkView({ unread }: { unread: number }) {
  const current = isCurrent('/messages', usePathname() ?? '/');
  return (
    <Link
      href="/messages"
      aria-label={messagesLabel(unread)}
      aria-current={current ? 'page' : undefined}
      data-testid="messages-link"
      className={`${headerIconClass} aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800`}
    >
      <HeaderIcon unread={unread} testId="messages-count">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.8A8 8 0 1 1 21 12Z" />
      </HeaderIcon>
    </Link>
  );
}

export function EarlyMessagesLink() {
  const viewer = useSignedInViewer();
  return <MessagesLinkView unread={viewer?.unread.messages ?? 0} />;
}

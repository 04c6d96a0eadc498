'use client';

import { lazyControl } from '@/components/ui/lazy-control';
import { viewerHinted } from '@/lib/identity/shared';
import {
  EarlyMessagesLink,
  EarlyNotificationBell,
  EarlyOnlineDropdown,
  EarlyProfileMenu,
} from './header-triggers';
import { SIGNED_OUT_NAV } from './nav-items';
import { NavLinks } from './nav-links';
import { useViewer } from './viewer-provider';

// The signed-in controls' code (the menu library, live counts) loads only for a signed-in viewer,
// so anonymous visitors, who see the cached public pages, do not download it. Their triggers are
// drawn as soon as the viewer is known; a press before the code is in opens the menu once it is.
const OnlineDropdown = lazyControl(
  () => import('@/components/presence/online-dropdown').then((module) => module.OnlineDropdown),
  EarlyOnlineDropdown,
);
const NotificationBell = lazyControl(
  () => import('./notification-bell').then((module) => module.NotificationBell),
  EarlyNotificationBell,
);
const MessagesLink = lazyControl(
  () => import('./messages-link').then((module) => module.MessagesLink),
  EarlyMessagesLink,
);
const ProfileMenu = lazyControl(
  () => import('./profile-menu').then((module) => module.ProfileMenu),
  EarlyProfileMenu,
);

// With a session to show (the hint cookie), the controls' code starts loading with the page's own
// scripts, while the root layout's script asks who is signed in, instead of once the answer is in.
if (typeof document !== 'undefined' && viewerHinted()) {
  for (const control of [OnlineDropdown, MessagesLink, NotificationBell, ProfileMenu])
    control.preload().catch(() => undefined);
}

/**
 * The header's signed-in part: Online, Messages, the bell and the account menu, or Login / Register.
 * Its width is reserved on wide screens while the viewer is asked for, so the navigation does not move.
 */
export function AccountArea() {
  const { known, viewer, firebase } = useViewer();
  if (viewer) {
    return (
      <>
        <OnlineDropdown />
        <MessagesLink />
        <NotificationBell />
        <ProfileMenu viewer={viewer} firebase={firebase} />
      </>
    );
  }
  return (
    <nav
      aria-label="Account"
      className="hidden min-w-40 justify-end md:flex"
      data-testid="account-nav"
      aria-busy={!known}
    >
      {known && <NavLinks items={SIGNED_OUT_NAV} layout="row" />}
    </nav>
  );
}

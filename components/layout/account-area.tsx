'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { viewerHinted } from '@/lib/identity/shared';
import { SIGNED_OUT_NAV } from './nav-items';
import { NavLinks } from './nav-links';
import { useViewer } from './viewer-provider';

// The signed-in menus (and the menu library behind them) load only for a signed-in viewer, so
// anonymous visitors, who see the cached public pages, do not download them. The placeholders
// keep their room while they load.
const OnlineDropdown = lazyComponent(
  () => import('@/components/presence/online-dropdown').then((module) => module.OnlineDropdown),
  <span aria-hidden="true" data-viewer-placeholder className="inline-block h-9 w-24 shrink-0" />,
);
const NotificationBell = lazyComponent(
  () => import('./notification-bell').then((module) => module.NotificationBell),
  <span aria-hidden="true" data-viewer-placeholder className="inline-block size-10 shrink-0" />,
);
const MessagesLink = lazyComponent(
  () => import('./messages-link').then((module) => module.MessagesLink),
  <span aria-hidden="true" data-viewer-placeholder className="inline-block size-10 shrink-0" />,
);
const ProfileMenu = lazyComponent(
  () => import('./profile-menu').then((module) => module.ProfileMenu),
  <span
    aria-hidden="true"
    data-viewer-placeholder
    className="inline-block size-8 shrink-0 rounded-full bg-slate-200"
  />,
);

// With a session to show (the hint cookie), the menus start loading with the page's own scripts,
// while the root layout's script asks who is signed in, instead of once the answer is in.
if (typeof document !== 'undefined' && viewerHinted()) {
  for (const menu of [OnlineDropdown, MessagesLink, NotificationBell, ProfileMenu])
    menu.preload().catch(() => undefined);
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

'use client';

import dynamic from 'next/dynamic';
import { SIGNED_OUT_NAV } from './nav-items';
import { NavLinks } from './nav-links';
import { useViewer } from './viewer-provider';

// The signed-in menus (and the menu library behind them) load only for a signed-in viewer, so
// anonymous visitors, who see the cached public pages, do not download them. The placeholders
// keep their room while they load.
const OnlineDropdown = dynamic(
  () => import('@/components/presence/online-dropdown').then((module) => module.OnlineDropdown),
  { loading: () => <span aria-hidden="true" className="inline-block h-9 w-24 shrink-0" /> },
);
const NotificationBell = dynamic(
  () => import('./notification-bell').then((module) => module.NotificationBell),
  { loading: () => <span aria-hidden="true" className="inline-block size-10 shrink-0" /> },
);
const MessagesLink = dynamic(() => import('./messages-link').then((module) => module.MessagesLink), {
  loading: () => <span aria-hidden="true" className="inline-block size-10 shrink-0" />,
});
const ProfileMenu = dynamic(() => import('./profile-menu').then((module) => module.ProfileMenu), {
  loading: () => (
    <span aria-hidden="true" className="inline-block size-8 shrink-0 rounded-full bg-slate-200" />
  ),
});

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

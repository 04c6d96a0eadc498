'use client';

import { OnlineDropdown } from '@/components/presence/online-dropdown';
import { SIGNED_OUT_NAV } from './nav-items';
import { NavLinks } from './nav-links';
import { ProfileMenu } from './profile-menu';
import { useViewer } from './viewer-provider';

/**
 * The header's signed-in part: Online and the account menu, or Login / Register. Its width is
 * reserved on wide screens while the viewer is asked for, so the navigation does not move.
 */
export function AccountArea() {
  const { known, viewer, firebase } = useViewer();
  if (viewer) {
    return (
      <>
        <OnlineDropdown />
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

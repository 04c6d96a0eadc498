import Link from 'next/link';
import type { FirebaseWebConfig } from '@/lib/config/firebase';
import { OnlineDropdown } from '@/components/presence/online-dropdown';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV, SIGNED_OUT_NAV } from './nav-items';
import { NavLinks } from './nav-links';
import { ProfileMenu } from './profile-menu';
import type { ShellViewer } from './shell-viewer';

/** The bar on every page: brand, navigation, who is online, and the account menu. */
export function SiteHeader({
  viewer,
  firebase,
}: {
  viewer: ShellViewer | null;
  firebase: FirebaseWebConfig | null;
}) {
  return (
    <header className="relative z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Link
          href="/"
          className="text-brand-700 focus-visible:outline-brand-600 mr-auto truncate rounded-md text-base font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 sm:text-lg"
        >
          Ideas<span className="max-[419px]:sr-only"> Marketplace</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks items={MAIN_NAV} layout="row" />
        </nav>
        {viewer ? (
          <>
            <OnlineDropdown />
            <ProfileMenu viewer={viewer} firebase={firebase} />
          </>
        ) : (
          <nav aria-label="Account" className="hidden md:block">
            <NavLinks items={SIGNED_OUT_NAV} layout="row" />
          </nav>
        )}
        <MobileMenu signedIn={Boolean(viewer)} />
      </div>
    </header>
  );
}

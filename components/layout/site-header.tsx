import { IntentLink } from '@/components/ui/intent-link';
import { AccountArea } from './account-area';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-items';
import { NavLinks } from './nav-links';
import { PasswordNotice } from './password-notice';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';

/**
 * The bar on every page: brand, navigation, who is online, and the account menu. The same HTML for
 * everyone (pages are cached); the signed-in parts are client islands.
 */
export function SiteHeader() {
  return (
    <>
      <header className="relative z-40 border-b border-slate-200 bg-white">
        <div className={clsx(PAGE_WIDTH, 'flex h-16 items-center gap-2')}>
          <IntentLink
            href="/"
            className="text-brand-700 focus-visible:outline-brand-600 mr-auto truncate rounded-md text-base font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 sm:text-lg"
          >
            Ideas<span className="max-[419px]:sr-only"> Marketplace</span>
          </IntentLink>
          <nav aria-label="Main" className="hidden md:block">
            <NavLinks items={MAIN_NAV} layout="row" />
          </nav>
          <AccountArea />
          <MobileMenu />
        </div>
      </header>
      <PasswordNotice />
    </>
  );
}

export interface NavItem {
  href: string;
  label: string;
  /** Shown as the highlighted call to action. */
  highlight?: boolean;
}

export const MAIN_NAV: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/ideas', label: 'Ideas' },
  { href: '/create-idea', label: 'Create Idea', highlight: true },
];

/** The signed-in user's own pages, in the small screens' menu (the avatar menu has them too). */
export const SIGNED_IN_NAV: NavItem[] = [
  { href: '/messages', label: 'Messages' },
  { href: '/deals', label: 'Deals' },
  { href: '/saved', label: 'Saved' },
];

/** Admins only: the entry to the admin area. */
export const ADMIN_NAV: NavItem[] = [{ href: '/admin', label: 'Admin' }];

export const SIGNED_OUT_NAV: NavItem[] = [
  { href: '/login', label: 'Login' },
  { href: '/register', label: 'Register' },
];

/** Whether `href` is the page being shown (Ideas also covers an idea's own pages). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/' || href === '/create-idea') return pathname === href;
  return pathname === href || (pathname.startsWith(`${href}/`) && pathname !== '/ideas/success');
}

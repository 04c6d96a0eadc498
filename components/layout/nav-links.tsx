'use client';

import clsx from 'clsx';
import { usePathname } from 'next/navigation';
import { IntentLink } from '@/components/ui/intent-link';
import { LinkPending } from '@/components/ui/link-pending';
import { isCurrent, type NavItem } from './nav-items';

interface NavLinksProps {
  items: NavItem[];
  layout: 'row' | 'column';
}

/** Navigation links; the page being shown carries aria-current="page". */
export function NavLinks({ items, layout }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={clsx('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map((item) => {
        const current = isCurrent(item.href, pathname);
        return (
          <li key={item.href}>
            <IntentLink
              href={item.href}
              aria-current={current ? 'page' : undefined}
              className={clsx(
                'focus-visible:outline-brand-600 relative block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
                item.highlight
                  ? 'bg-brand-600 hover:bg-brand-700 text-white'
                  : current
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                item.highlight && current && 'ring-brand-800 ring-2 ring-offset-1',
              )}
            >
              {item.label}
              <LinkPending />
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}

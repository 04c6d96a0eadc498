'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The admin area's sections; each page under /admin adds itself here. */
export const ADMIN_SECTIONS = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/review', label: 'Review' },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/mail', label: 'Mail' },
  { href: '/admin/jobs', label: 'Jobs' },
  { href: '/admin/system', label: 'System' },
] as const;

export function AdminNav() {
  const pathname = usePathname();
  return (
    // The tabs wrap on narrow screens, so the current one is never scrolled out of sight.
    <nav aria-label="Admin" className="mb-6 border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1">
        {ADMIN_SECTIONS.map((section) => {
          const current =
            section.href === '/admin' ? pathname === '/admin' : pathname.startsWith(section.href);
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'focus-visible:outline-brand-600 block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2',
                  current
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                )}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

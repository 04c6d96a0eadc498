'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ADMIN_NAV, MAIN_NAV, SIGNED_IN_NAV, SIGNED_OUT_NAV } from './nav-items';
import { NavLinks } from './nav-links';
import { useSignedInViewer } from './viewer-provider';

/** Small screens: a disclosure button that shows the navigation below the bar. Escape closes it. */
export function MobileMenu() {
  const viewer = useSignedInViewer();
  const signedIn = viewer !== null;
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const [shownFor, setShownFor] = useState(pathname);

  // Following a link closes the menu.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="focus-visible:outline-brand-600 inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2"
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-md"
      >
        <NavLinks
          items={[
            ...MAIN_NAV,
            ...(signedIn ? SIGNED_IN_NAV : SIGNED_OUT_NAV),
            ...(viewer?.isAdmin ? ADMIN_NAV : []),
          ]}
          layout="column"
        />
      </nav>
    </div>
  );
}

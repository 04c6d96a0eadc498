import type { ReactNode } from 'react';

/** A round icon control of the header's signed-in part (Messages, the bell). */
export const headerIconClass =
  'focus-visible:outline-brand-600 relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The icon's outline drawing and, when there is something unread, its count in a red dot (the
 * control's accessible name says the number, so the dot is hidden from assistive technology).
 */
export function HeaderIcon({
  unread,
  testId,
  children,
}: {
  unread: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid={testId}
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
}

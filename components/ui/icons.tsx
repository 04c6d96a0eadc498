import type { ReactNode } from 'react';

/** Inline icons (no emoji: their glyphs depend on the viewer's fonts). */
function StrokeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export function LockIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </StrokeIcon>
  );
}

export function ChevronIcon({
  direction,
  className = 'h-5 w-5',
}: {
  direction: 'left' | 'right';
  className?: string;
}) {
  return (
    <StrokeIcon className={className}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </StrokeIcon>
  );
}

export function CheckCircleIcon({ className = 'h-12 w-12' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </StrokeIcon>
  );
}

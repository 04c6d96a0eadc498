import { formatDate } from '@/lib/core/format';

/**
 * A date as 'Nov 26, 2026' (UTC), written by the server: public pages are cached as the same HTML
 * for everyone, and a page of twenty cards then formats nothing in the browser. Signed-in lists
 * that render in the browser use `LocalDate`, in the viewer's own locale.
 */
export function ListedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDate(iso, 'en-US', 'UTC')}
    </time>
  );
}

import Link from 'next/link';

const step = 'text-brand-700 rounded-lg px-3 py-2 text-sm font-semibold hover:bg-slate-100';

/** Previous / next links for a list whose page lives in the query string. */
export function Pager({
  page,
  totalPages,
  href,
  label = 'Pages',
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
  /** The navigation's accessible name, where a page has more than one list. */
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} className={step}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={href(page + 1)} className={step}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

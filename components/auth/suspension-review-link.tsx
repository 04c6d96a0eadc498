import Link from 'next/link';

/** Where a suspended member learns they may ask for the suspension to be looked at again. */
export function SuspensionReviewLink() {
  return (
    <p className="text-sm text-slate-700" data-testid="suspension-review-link">
      Think this is a mistake?{' '}
      <Link href="/appeal" className="text-brand-700 font-semibold hover:underline">
        Ask for a review
      </Link>
    </p>
  );
}

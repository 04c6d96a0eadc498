import Link from 'next/link';
import type { NewestIdea } from '@/lib/home/newest-ideas';
import { formatDate, formatPrice } from './format';

export function NewestIdeaCard({ idea }: { idea: NewestIdea }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="newest-idea">
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{idea.type}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{idea.category}</span>
        {idea.requireNDA && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">NDA Required</span>}
      </div>
      <h3 className="text-lg font-semibold text-slate-900">
        <Link href={`/ideas/${idea.id}`} className="hover:text-brand-700 hover:underline">
          {idea.title}
        </Link>
      </h3>
      {idea.problemDescription === null ? (
        <p className="text-sm text-slate-600" data-testid="nda-lock">
          <span aria-hidden="true">🔒 </span>This idea requires a Non-Disclosure Agreement to view full details.
        </p>
      ) : (
        <p className="line-clamp-3 text-sm text-slate-700">{idea.problemDescription}</p>
      )}
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
        <div className="text-sm text-slate-600">
          <p>
            by{' '}
            <Link href={`/profile/${idea.creator.id}`} className="font-medium text-slate-800 hover:underline">
              {idea.creator.displayName}
            </Link>
          </p>
          <p>
            <time dateTime={idea.createdAt.toISOString()}>{formatDate(idea.createdAt)}</time>
          </p>
        </div>
        <p className="text-xl font-bold text-slate-900">{formatPrice(idea.desiredPrice)}</p>
      </div>
      <Link
        href={`/ideas/${idea.id}`}
        aria-label={`View Details: ${idea.title}`}
        className="rounded-lg border border-brand-600 px-4 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        View Details
      </Link>
    </li>
  );
}

import clsx from 'clsx';
import Link from 'next/link';
import { ReviewIdea } from '@/components/admin/review-item';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { adminPageViewer } from '@/lib/http/page-viewer';
import { getConfig } from '@/lib/core/config';
import { listReviewQueue } from '@/lib/trust-safety';
import { reviewQuerySchema } from '@/lib/validation/review';

export const metadata = { title: 'Review' };

const TABS = [
  { status: 'pending', label: 'Pending' },
  { status: 'rejected', label: 'Rejected' },
] as const;

const href = (status: string, page = 1) => `/admin/review?status=${status}${page > 1 ? `&page=${page}` : ''}`;

/** /admin/review: ideas waiting for approval (oldest first), or the latest rejections. */
export default async function AdminReviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageViewer();
  const raw = await searchParams;
  const parsed = reviewQuerySchema.safeParse({ status: raw.status, page: raw.page });
  const query = parsed.success ? parsed.data : { status: 'pending' as const, page: 1 };
  const { ideas, pagination } = await listReviewQueue(query);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Review</h1>
      <p className="mt-1 text-sm text-slate-600">
        {getConfig().MODERATION === 'pre'
          ? 'New and edited ideas wait here, unlisted, until an admin approves them.'
          : 'Ideas are listed at once (MODERATION=post); an idea edited after a rejection waits here.'}
      </p>
      <nav aria-label="Review queues" className="mt-4 flex gap-2 border-b border-slate-200">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            href={href(tab.status)}
            aria-current={query.status === tab.status ? 'page' : undefined}
            className={clsx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-semibold',
              query.status === tab.status
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <h2 className="sr-only">{query.status === 'pending' ? 'Pending ideas' : 'Rejected ideas'}</h2>
      {ideas.length ? (
        <ul className="mt-6 flex flex-col gap-4" data-testid="review-queue">
          {ideas.map((idea) => (
            <li key={idea._id}>
              <ReviewIdea idea={idea} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="mt-6" data-testid="review-empty">
          <p>{query.status === 'pending' ? 'No ideas are waiting for review.' : 'No ideas were rejected.'}</p>
        </EmptyState>
      )}
      <Pager
        page={pagination.currentPage}
        totalPages={pagination.totalPages}
        href={(page) => href(query.status, page)}
      />
    </>
  );
}

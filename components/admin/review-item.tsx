import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { LocalDate } from '@/components/ui/local-date';
import { formatPrice } from '@/lib/core/format';
import type { ReviewItem } from '@/lib/validation/review';
import { ReviewDecision } from './review-decision';

function Text({ label, children }: { label: string; children: string }) {
  if (!children) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{label}</h4>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{children}</p>
    </div>
  );
}

/** One idea of the review queue with every text (gated ones too: admins review them) and the decision. */
export function ReviewIdea({ idea }: { idea: ReviewItem }) {
  const status = idea.review.status;
  return (
    <article
      id={`idea-${idea._id}`}
      data-testid="review-item"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`idea-${idea._id}-title`} className="text-lg font-bold break-words">
            <Link href={`/ideas/${idea._id}`} className="hover:text-brand-700 hover:underline">
              {idea.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            By{' '}
            <Link href={`/profile/${idea.creator._id}`} className="text-brand-700 underline">
              {idea.creator.displayName || 'Unknown creator'}
            </Link>{' '}
            ({idea.creator.email}) · edited <LocalDate iso={idea.updatedAt} />
          </p>
        </div>
        <span className="text-xl font-bold">{formatPrice(idea.desiredPrice)}</span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Badge tone="brand">{idea.type}</Badge>
        <Badge tone="slate">{idea.category}</Badge>
        {idea.requireNDA && <Badge tone="amber">NDA Required</Badge>}
        <Badge tone="slate">Protection: {idea.protectionStatus}</Badge>
        <Badge tone="slate">Contact: {idea.contactPreference}</Badge>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <Text label="Problem">{idea.problemDescription}</Text>
        <Text label="Proposed Solution">{idea.solutionDescription}</Text>
        <Text label="Additional Notes">{idea.additionalNotes}</Text>
        {idea.photos.length > 0 && (
          <p className="text-sm">
            Photos:{' '}
            {idea.photos.map((photo, index) => (
              <a
                key={photo}
                href={photo}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 mr-2 underline"
              >
                {`Photo ${index + 1}`}
              </a>
            ))}
          </p>
        )}
        {status === 'rejected' && idea.review.reason && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-900">
            Rejected: {idea.review.reason}
          </p>
        )}
      </div>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <ReviewDecision id={idea._id} canApprove={status !== 'approved'} canReject={status === 'pending'} />
      </div>
    </article>
  );
}

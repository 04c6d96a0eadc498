import Link from 'next/link';
import { Notice } from '@/components/ui/notice';
import type { IdeaReview } from '@/lib/validation/idea-reply';
import { AskForReview } from './ask-for-review';

/**
 * Why an idea is not listed, told to its creator ('Pending review', 'Rejected: reason' with the
 * way to resubmit) or, in other words, to an admin opening it.
 */
export function ReviewNotice({ id, review, owner }: { id: string; review: IdeaReview; owner: boolean }) {
  if (!owner) return <AdminBanner id={id} review={review} />;
  if (review.hidden || review.creatorSuspended)
    return (
      <Notice tone="warning" testId="review-notice">
        <p className="font-bold">Not listed</p>
        <p className="mt-1 font-normal">
          {review.hidden
            ? 'An admin hid this idea: only you can see it.'
            : 'Your account is suspended: your ideas are not listed.'}
        </p>
        {review.hidden && (
          <>
            <p className="mt-1 font-normal break-words" data-testid="hidden-reason">
              {review.hiddenReason ? `Reason: ${review.hiddenReason}` : 'No reason was given.'}
            </p>
            <AskForReview ideaId={id} />
          </>
        )}
      </Notice>
    );
  if (review.status === 'rejected')
    return (
      <Notice tone="error" testId="review-notice">
        <p className="font-bold break-words">Rejected: {review.reason}</p>
        <p className="mt-1 font-normal">
          Only you can see this idea. Change what the reason asks for and save it to send it back for review.
        </p>
        <Link href={`/ideas/${id}/edit`} className="mt-2 inline-block font-semibold underline">
          Edit the idea
        </Link>
        <p className="mt-2 font-normal">Or, if you think the decision is wrong:</p>
        <AskForReview ideaId={id} />
      </Notice>
    );
  return (
    <Notice tone="info" testId="review-notice">
      <p className="font-bold">Pending review</p>
      <p className="mt-1 font-normal">
        An admin reviews new and edited ideas before they are listed. Until it is approved, only you can see
        this idea.
      </p>
    </Notice>
  );
}

function AdminBanner({ id, review }: { id: string; review: IdeaReview }) {
  const why = review.hidden
    ? `an admin hid it${review.hiddenReason ? ` (${review.hiddenReason})` : ''}`
    : review.creatorSuspended
      ? 'its creator is suspended'
      : review.status === 'rejected'
        ? `it was rejected: ${review.reason ?? ''}`
        : 'it is waiting for review';
  return (
    <Notice tone="warning" testId="admin-unlisted-banner">
      <p className="break-words">
        <span className="font-bold">Not listed:</span> {why}. Only its creator and admins can open it.
      </p>
      {review.status !== 'approved' && (
        <Link
          href={`/admin/review?status=${review.status === 'rejected' ? 'rejected' : 'pending'}#idea-${id}`}
          className="mt-1 inline-block font-semibold underline"
        >
          Open the review queue
        </Link>
      )}
    </Notice>
  );
}

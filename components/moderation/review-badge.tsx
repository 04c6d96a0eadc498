import { Badge } from '@/components/ui/badge';
import type { IdeaReview } from '@/lib/validation/idea-reply';

/** 'Pending review' / 'Rejected' / 'Not listed' on the creator's own idea cards and rows. */
export function ReviewBadge({ review, className }: { review?: IdeaReview; className?: string }) {
  if (!review) return null;
  const [tone, label] =
    review.hidden || review.creatorSuspended
      ? (['slate', 'Not listed'] as const)
      : review.status === 'rejected'
        ? (['amber', 'Rejected'] as const)
        : (['brand', 'Pending review'] as const);
  return (
    <Badge tone={tone} data-testid="review-badge" className={className}>
      {label}
    </Badge>
  );
}

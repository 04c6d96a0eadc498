import { Badge } from '@/components/ui/badge';
import type { IdeaDTO } from '@/lib/ideas/shared';

/** 'Archived' on the creator's own cards and rows of an idea they withdrew (only they get `status`). */
export function ArchivedBadge({ status, className }: { status: IdeaDTO['status']; className?: string }) {
  if (status !== 'archived') return null;
  return (
    <Badge tone="slate" data-testid="archived-badge" className={className}>
      Archived
    </Badge>
  );
}

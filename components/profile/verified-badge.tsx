import { Badge } from '@/components/ui/badge';
import { CheckCircleIcon } from '@/components/ui/icons';

/** The trust signal of a member who proved their email address. */
export function VerifiedBadge() {
  return (
    <Badge tone="green" className="gap-1" data-testid="verified-badge">
      <CheckCircleIcon className="h-3.5 w-3.5" />
      <span>Verified</span>
      <span className="sr-only"> email address</span>
    </Badge>
  );
}

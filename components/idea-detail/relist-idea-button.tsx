'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { relistIdeaAction } from './lifecycle-actions';

/** Lists an archived idea again (no confirmation: nothing is lost, and it can be archived again). */
export function RelistIdeaButton({
  id,
  className,
  onRelisted,
}: {
  id: string;
  className?: string;
  onRelisted?: () => void;
}) {
  const [relisting, setRelisting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const relist = async () => {
    setRelisting(true);
    setError(null);
    try {
      const result = await relistIdeaAction(id);
      if (!result.ok) {
        setError(result.message);
        setRelisting(false);
        return;
      }
      setRelisting(false);
      // The action's reply carries the page as it is now (the change expired its cache); a refresh
      // on top could be answered from the route's earlier render.
      onRelisted?.();
    } catch {
      setError('Failed to relist the idea');
      setRelisting(false);
    }
  };

  return (
    <div className={className}>
      <Button className="w-full" onClick={relist} disabled={relisting}>
        {relisting ? 'Relisting...' : 'Relist'}
      </Button>
      {error && (
        <p role="status" data-testid="relist-error" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

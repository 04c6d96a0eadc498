import { IdeaReport } from '@/components/moderation/idea-report';
import { Card } from '@/components/ui/card';
import { formatPrice } from '@/lib/core/format';
import { loginUrlFor } from '@/lib/identity/shared';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { NextStep } from './next-step';

/** The price and the viewer's next step; sticky beside the content on wide screens. */
export function ActionPanel({ idea }: { idea: IdeaDTO }) {
  return (
    <Card as="section" aria-labelledby="action-panel-heading" data-testid="action-panel">
      <h2 id="action-panel-heading" className="text-sm font-semibold text-slate-600">
        Desired price
      </h2>
      <p className="text-brand-700 mt-1 text-3xl font-bold" data-testid="idea-price">
        {formatPrice(idea.desiredPrice)}
      </p>
      {idea.requireNDA && (
        <p className="mt-1 text-sm text-slate-600">The full details are shared under an NDA.</p>
      )}
      <div className="mt-4">
        <NextStep
          id={idea._id}
          title={idea.title}
          creator={idea.creator}
          signInHref={loginUrlFor(`/ideas/${idea._id}`)}
        />
      </div>
      <IdeaReport id={idea._id} />
    </Card>
  );
}

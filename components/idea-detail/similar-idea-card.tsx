import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';

/**
 * A similar idea, by its public fields only (title, category, type, price, whether it is gated):
 * no texts, so a gated idea's card is the same as an open one's and nothing of it needs the
 * browser. Its link is plain; the grid around it is a `LinkArea`.
 */
export function SimilarIdeaCard({ idea }: { idea: IdeaDTO }) {
  return (
    <Card as="article" className="flex h-full min-w-0 flex-col gap-2">
      <h3 className="min-w-0 text-base font-bold break-words">
        <a href={`/ideas/${idea._id}`} className="hover:text-brand-700">
          {idea.title}
        </a>
      </h3>
      <p className="text-sm text-slate-600">{`${idea.category} · ${idea.type}`}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <span className="text-lg font-bold text-slate-900">{formatPrice(idea.desiredPrice)}</span>
        {idea.requireNDA && <Badge tone="amber">Under NDA</Badge>}
      </div>
    </Card>
  );
}

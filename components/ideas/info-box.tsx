import { ListedDate } from '@/components/ui/listed-date';
import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { Card } from '@/components/ui/card';

export function InfoBox({ idea }: { idea: IdeaDTO }) {
  const rows: [string, React.ReactNode][] = [
    ['Desired Price', formatPrice(idea.desiredPrice)],
    ['Created', <ListedDate key="created" iso={idea.createdAt} />],
    ['NDA', idea.requireNDA ? 'Required' : 'Not Required'],
    ['Protection Status', idea.protectionStatus],
    ['Contact Preference', idea.contactPreference],
  ];
  return (
    <Card as="section" data-testid="info-box">
      <h2 className="text-base font-bold">Idea Information</h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

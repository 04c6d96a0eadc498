import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One section of /settings: a card with a heading, reachable at `#{id}`. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-6 space-y-4 rounded-2xl p-6"
    >
      <div className="space-y-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <div className="text-sm text-slate-600">{description}</div> : null}
      </div>
      {children}
    </Card>
  );
}

/** A section that another component draws itself (with its own heading), reachable at `#{id}`. */
export function SettingsAnchor({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-6">
      {children}
    </div>
  );
}

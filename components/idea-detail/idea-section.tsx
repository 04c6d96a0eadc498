import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled panel of the idea page's content column (the teaser, the data room). */
export function IdeaSection({
  id,
  title,
  testId,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="sm:p-6" data-testid={testId}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

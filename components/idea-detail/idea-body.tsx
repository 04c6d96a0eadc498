import type { ReactNode } from 'react';
import type { IdeaDTO } from '@/lib/ideas/shared';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{children}</p>
    </section>
  );
}

/** The idea's problem, solution and notes (for who may read them); the photos are the gallery above. */
export function IdeaBody({ idea }: { idea: IdeaDTO }) {
  return (
    <div
      className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="idea-body"
    >
      <Section title="Problem">{idea.problemDescription}</Section>
      <Section title="Proposed Solution">{idea.solutionDescription}</Section>
      {idea.additionalNotes && <Section title="Additional Notes">{idea.additionalNotes}</Section>}
    </div>
  );
}

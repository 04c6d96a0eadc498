import { IdeaSection } from './idea-section';

/** The creator's public teaser: what anyone may read of the idea, gated or not, before any NDA. */
export function IdeaTeaser({ teaser }: { teaser: string }) {
  if (!teaser) return null;
  return (
    <IdeaSection id="idea-teaser-heading" title="At a glance" testId="idea-teaser">
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{teaser}</p>
    </IdeaSection>
  );
}

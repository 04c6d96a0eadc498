import type { DataRoomSummary as Summary } from '@/lib/ideas';
import { DOCUMENT_KIND_LABELS } from '@/lib/validation/idea-documents';
import { IdeaSection } from './idea-section';

/**
 * What a gated idea's data room holds, told to anyone before the NDA (how many documents, of which
 * kinds, never their names): a reason to ask for access. Part of the cached page, no JavaScript.
 */
export function DataRoomSummary({ summary }: { summary: Summary }) {
  if (!summary.count) return null;
  const kinds = summary.kinds.map((kind) => DOCUMENT_KIND_LABELS[kind]).join(', ');
  return (
    <IdeaSection id="data-room-heading" title="Data room" testId="data-room-summary">
      <p className="mt-2 text-slate-800">
        {summary.count === 1 ? '1 document' : `${summary.count} documents`} ({kinds}), shared with the buyers
        the creator approves under NDA.
      </p>
    </IdeaSection>
  );
}

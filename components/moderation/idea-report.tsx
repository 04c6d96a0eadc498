'use client';

import { useViewerIdea } from '@/components/idea-detail/viewer-idea';
import { lazyComponent } from '@/components/ui/lazy-component';

// The dialog loads only for signed-in members looking at someone else's idea.
const ReportButton = lazyComponent(
  () => import('./report-button').then((module) => module.ReportButton),
  null,
);

/** 'Report' on the idea page, for signed-in members who did not create the idea. */
export function IdeaReport({ id }: { id: string }) {
  const { viewerId, owner } = useViewerIdea();
  if (!viewerId || owner) return null;
  return <ReportButton targetType="idea" targetId={id} noun="idea" className="mt-4" />;
}

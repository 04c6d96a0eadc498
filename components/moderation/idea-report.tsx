'use client';

import dynamic from 'next/dynamic';
import { useViewerIdea } from '@/components/idea-detail/viewer-idea';

// The dialog loads only for signed-in members looking at someone else's idea.
const ReportButton = dynamic(() => import('./report-button').then((module) => module.ReportButton));

/** 'Report' on the idea page, for signed-in members who did not create the idea. */
export function IdeaReport({ id }: { id: string }) {
  const { viewerId, owner } = useViewerIdea();
  if (!viewerId || owner) return null;
  return <ReportButton targetType="idea" targetId={id} noun="idea" className="mt-4" />;
}

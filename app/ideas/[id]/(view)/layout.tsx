import type { ReactNode } from 'react';
import { publicIdea } from '../idea-data';

/**
 * Settles whether the idea exists before anything streams, so a missing idea answers HTTP 404
 * (the page below keeps its 'Loading idea details...' state for client navigations).
 */
export default async function IdeaLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  await publicIdea((await params).id);
  return children;
}

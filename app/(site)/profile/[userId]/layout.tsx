import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { getViewer } from '@/lib/http/page-viewer';
import { isMissingUser } from '@/lib/members';

/**
 * Settles whether the user exists before the loading state streams, so an unknown user answers
 * HTTP 404. Signed-out visitors are sent to sign in by the page, without learning either way.
 */
export default async function UserProfileLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ userId: string }>;
}) {
  const { userId } = await params;
  if ((await getViewer()) && (await isMissingUser(userId))) notFound();
  return children;
}

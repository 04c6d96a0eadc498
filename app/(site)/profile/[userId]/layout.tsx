import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isMissingUser } from '@/lib/members';

/** Settles whether the user exists before the loading state streams, so an unknown user answers HTTP 404. */
export default async function UserProfileLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ userId: string }>;
}) {
  const { userId } = await params;
  if (await isMissingUser(userId)) notFound();
  return children;
}

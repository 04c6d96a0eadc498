'use client';

import Link from 'next/link';
import { useViewer } from '@/components/layout/viewer-provider';
import { loginUrlFor } from '@/lib/auth/callback-url';
import { useViewerIdea } from './viewer-idea';

/** The creator's email for signed-in viewers; a sign-in link for everyone else (and crawlers). */
export function CreatorContact({ ideaId }: { ideaId: string }) {
  const { viewer } = useViewer();
  const { idea } = useViewerIdea();
  const email = idea?.creatorInfo.email;
  if (email) {
    return (
      <a href={`mailto:${email}`} className="block text-sm break-all text-slate-700 hover:underline">
        {email}
      </a>
    );
  }
  // Signed in, the email is on its way: keep the line's height.
  if (viewer) return <span className="block h-5" aria-hidden="true" />;
  return (
    <Link href={loginUrlFor(`/ideas/${ideaId}`)} className="text-brand-700 block text-sm hover:underline">
      Sign in to contact the creator
    </Link>
  );
}

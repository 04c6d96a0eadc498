'use client';

import { useViewerIdea } from './viewer-idea';

const linkClass = 'block text-sm break-all text-slate-700 hover:underline';

/**
 * The creator's email on ideas preferring Email, and phone on ideas preferring Phone: signed-in
 * viewers only, from their own request (the cached page is what a signed-out visitor sees, so it
 * holds neither). The creator's own view gets their email on every idea: it stays off the card.
 */
export function CreatorContact() {
  const { idea, viewerId } = useViewerIdea();
  const email = idea?.contactPreference === 'Email' ? idea.creatorInfo.email : undefined;
  const phone = idea?.contactPreference === 'Phone' ? idea.creatorInfo.phone : undefined;
  if (email || phone) {
    return (
      <>
        {email && (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        )}
        {phone && (
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass} data-testid="creator-phone">
            {phone}
          </a>
        )}
      </>
    );
  }
  // Signed in, the details are on their way: keep the line's height.
  if (viewerId) return <span className="block h-5" aria-hidden="true" />;
  return null;
}

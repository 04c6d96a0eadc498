'use client';

import { useViewerIdea } from './viewer-idea';

const linkClass = 'block text-sm break-all text-slate-700 hover:underline';

/**
 * The creator's email and phone as the server gives them to this viewer: signed-in viewers only,
 * from their own request (the cached page is what a signed-out visitor sees, so it holds neither).
 * Others get the email only on ideas preferring Email and the phone only on ideas preferring Phone;
 * the creator sees their own email on every idea.
 */
export function CreatorContact() {
  const { idea, viewerId } = useViewerIdea();
  const email = idea?.creatorInfo.email;
  const phone = idea?.creatorInfo.phone;
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

'use client';

import { useViewerIdea } from './viewer-idea';

/**
 * The NDA lock's last sentence: what this viewer can do next. The cached page (crawlers, signed-out
 * visitors) says what the spec says; a signed-in buyer is pointed at the access request the panel
 * beside it offers, or told where their request stands.
 */
export function LockNextStep() {
  const { idea, viewerId, owner } = useViewerIdea();
  if (viewerId === null || owner || !idea) return <>Please contact the creator to proceed.</>;
  switch (idea.access) {
    case 'pending':
      return <>Your access request is with the creator: the details open here once they approve it.</>;
    case 'rejected':
      return <>The creator declined your request. You can request access again.</>;
    case 'revoked':
      return <>Your access was revoked. You can request access again.</>;
    default:
      return <>Request access and sign the NDA to read the full details.</>;
  }
}

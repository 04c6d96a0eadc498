import { CreatorCardTitle } from '@/components/idea-detail/creator-card-title';
import { CreatorContact } from '@/components/idea-detail/creator-contact';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { TrustList } from '@/components/profile/trust-list';
import type { TrustSignalsView } from '@/components/profile/trust-texts';
import { VerifiedBadge } from '@/components/profile/verified-badge';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { IntentLink } from '@/components/ui/intent-link';

/**
 * The one card about the creator: picture, name and, for signed-in viewers, email (and phone when
 * preferred), asked by the browser since emails are not published to crawlers, and the trust
 * signals the server wrote into the cached page. On an NDA-gated
 * idea it is the spec's 'Contact Creator' card, naming the preferred contact method.
 */
export function CreatorCard({ idea, trust }: { idea: IdeaDTO; trust: TrustSignalsView | null }) {
  const { displayName, photoURL } = idea.creatorInfo;
  return (
    <Card as="section" aria-labelledby="creator-card-heading" data-testid="creator-card">
      <h2 id="creator-card-heading" className="text-base font-bold">
        <CreatorCardTitle ndaLocked={idea.ndaLocked} />
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar src={photoURL} name={displayName || 'Creator'} size={56} labelled testId="creator-avatar" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <IntentLink
              href={`/profile/${encodeURIComponent(idea.creator)}`}
              className="text-brand-700 font-semibold break-words hover:underline"
            >
              {displayName || 'Unknown creator'}
            </IntentLink>
            {idea.creatorInfo.emailVerified ? <VerifiedBadge /> : null}
          </div>
          <CreatorContact />
        </div>
      </div>
      {trust && <TrustList trust={trust} className="mt-3 space-y-1" />}
      {idea.ndaLocked && (
        <p className="mt-3 text-sm text-slate-700">
          Preferred contact: <span className="font-semibold">{idea.contactPreference}</span>
        </p>
      )}
    </Card>
  );
}

'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { lazyComponent } from '@/components/ui/lazy-component';
import { Skeleton } from '@/components/ui/skeleton';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { MessageCreator } from '@/components/messages/message-creator';
import { AccessState } from './access-state';
import { useViewerIdea } from './viewer-idea';

// A buyer's steps (the access request, writing to the creator) come with the page, so they show
// as soon as the viewer's view of the idea is in: small, their dialogs load once they show. Edit
// and Delete (with the dialog library behind Delete) load only for the idea's creator, so the
// cached page's visitors do not download them.
const OwnerActions = lazyComponent(
  () => import('./owner-actions').then((module) => module.OwnerActions),
  <Skeleton className="h-9 w-full rounded-lg" />,
);

const AutoApproveToggle = lazyComponent(
  () => import('./auto-approve-toggle').then((module) => module.AutoApproveToggle),
  <Skeleton className="h-5 w-full rounded" />,
);

const primary = buttonClass('primary', 'w-full');
const secondary = buttonClass('secondary', 'w-full');

/** tel: takes the digits and a leading +; the spaces and dashes are for reading. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Whether the viewer may write to the creator: on an open idea, or with approved access to a gated one. */
const mayMessage = (idea: IdeaDTO) => !idea.requireNDA || idea.access === 'approved';

/** The creator's own channel where they prefer one outside the platform (the server sends only that one). */
function directChannel(idea: IdeaDTO): { key: string; label: string; href: string } | null {
  const { email, phone } = idea.creatorInfo;
  if (idea.contactPreference === 'Phone' && phone)
    return { key: 'phone', label: 'Call the creator', href: telHref(phone) };
  if (idea.contactPreference === 'Email' && email)
    return { key: 'email', label: 'Email the creator', href: `mailto:${email}` };
  return null;
}

/**
 * How a signed-in buyer reaches the creator, as the creator prefers: their email or phone first,
 * else a message on the platform. On a gated idea the access request (with its intro message)
 * stays the first step until access is approved: a direct channel is then only a second choice,
 * and a seller preferring Messaging is reached through the request alone.
 */
function contactActions(idea: IdeaDTO): ReactNode[] {
  const messaging = mayMessage(idea);
  const direct = directChannel(idea);
  const actions: ReactNode[] = [];
  if (direct) {
    actions.push(
      <a key={direct.key} href={direct.href} className={messaging ? primary : secondary}>
        {direct.label}
      </a>,
    );
  }
  if (messaging) {
    actions.push(<MessageCreator key="message" idea={idea} variant={direct ? 'secondary' : 'primary'} />);
  }
  return actions;
}

/**
 * The viewer's next step on an idea. The cached page (and so a crawler or a signed-out visitor)
 * gets 'Sign in to contact'; the signed-in viewer's step replaces it once known. On an
 * NDA-gated idea the buyer's access request comes first.
 */
export function NextStep({
  id,
  title,
  creator,
  signInHref,
}: {
  id: string;
  title: string;
  creator: string;
  /** Made on the server: the sign-in helpers would bring the account forms' schemas to the browser. */
  signInHref: string;
}) {
  const { idea, viewerId } = useViewerIdea();
  let actions: ReactNode[];
  // Also the server's render, before the browser knows who is looking.
  if (viewerId === null) {
    actions = [
      <IntentLink key="sign-in" href={signInHref} className={primary}>
        Sign in to contact
      </IntentLink>,
    ];
  } else if (viewerId === creator) {
    actions = [
      <OwnerActions key="owner" id={id} title={title} />,
      ...(idea?.requireNDA
        ? [
            <AutoApproveToggle key="auto-approve" ideaId={id} />,
            <a
              key="view-log"
              href={`/api/ideas/${encodeURIComponent(id)}/views?format=csv`}
              className="text-brand-700 text-sm font-medium underline"
              data-testid="export-view-log"
            >
              Export view log (CSV)
            </a>,
          ]
        : []),
    ];
  } else if (idea) {
    actions = [
      ...(idea.requireNDA && idea.access !== 'owner' ? [<AccessState key="access" idea={idea} />] : []),
      ...contactActions(idea),
    ];
  } else {
    actions = [<Skeleton key="pending" className="h-9 w-full rounded-lg" />];
  }
  return (
    <div className="flex flex-col gap-2" data-testid="next-step">
      {actions}
    </div>
  );
}

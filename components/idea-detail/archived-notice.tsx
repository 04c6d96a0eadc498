'use client';

import { Notice } from '@/components/ui/notice';
import { RelistIdeaButton } from './relist-idea-button';

/** Told to the creator of an archived idea, where they open it: what archiving means, and Relist. */
export function ArchivedNotice({ id, onRelisted }: { id: string; onRelisted?: () => void }) {
  return (
    <Notice tone="warning" testId="archived-notice">
      <p className="font-bold">Archived</p>
      <p className="mt-1 font-normal">
        You withdrew this idea: nobody else finds it, and its page tells them it is no longer listed. Your
        conversations and the access you granted go on. Relist it to show it to everyone again.
      </p>
      <RelistIdeaButton id={id} className="mt-3 max-w-xs" onRelisted={onRelisted} />
    </Notice>
  );
}

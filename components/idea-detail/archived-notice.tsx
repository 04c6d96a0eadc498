'use client';

import { Notice } from '@/components/ui/notice';
import { RelistIdeaButton } from './relist-idea-button';

/**
 * Told where an archived idea is opened: to its creator what archiving means, with Relist; to an
 * admin that its creator withdrew it.
 */
export function ArchivedNotice({
  id,
  owner = true,
  onRelisted,
}: {
  id: string;
  owner?: boolean;
  onRelisted?: () => void;
}) {
  return (
    <Notice tone="warning" testId="archived-notice">
      <p className="font-bold">Archived</p>
      {owner ? (
        <>
          <p className="mt-1 font-normal">
            You withdrew this idea: nobody else finds it, and its page tells them it is no longer listed. Your
            conversations and the access you granted go on. Relist it to show it to everyone again.
          </p>
          <RelistIdeaButton id={id} className="mt-3 max-w-xs" onRelisted={onRelisted} />
        </>
      ) : (
        <p className="mt-1 font-normal">
          Its creator withdrew this idea: nobody else finds it, and its page tells them it is no longer
          listed. Only its creator can relist it.
        </p>
      )}
    </Notice>
  );
}

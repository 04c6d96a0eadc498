'use client';

import { useRouter } from 'next/navigation';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { deleteDocumentAction } from './document-actions';

export interface DeleteDocumentButtonProps {
  ideaId: string;
  documentId: string;
  name: string;
}

/** Delete, after a confirmation, for the idea's creator (the operation checks again). */
export function DeleteDocumentButton({ ideaId, documentId, name }: DeleteDocumentButtonProps) {
  const router = useRouter();
  const remove = async () => {
    try {
      const result = await deleteDocumentAction(ideaId, documentId);
      if (!result.ok) return result.message;
    } catch {
      return 'Could not delete the document';
    }
    router.refresh();
    return null;
  };
  return (
    <ConfirmDeleteButton
      trigger={
        <>
          Delete<span className="sr-only"> {name}</span>
        </>
      }
      title="Delete document"
      description={
        <>
          <p className="break-words">Are you sure you want to delete &quot;{name}&quot;?</p>
          <p>Buyers will no longer be able to download it. This action cannot be undone.</p>
        </>
      }
      onConfirm={remove}
    />
  );
}

'use server';

import { toAction } from '@/lib/operations/action';
import { deleteDocumentOperation } from '@/lib/operations/idea-documents';
import type { ActionResult } from '@/lib/actions/result';

/* The data room's Delete button calls this; partners keep DELETE /api/ideas/{id}/documents/{documentId}. */

const deleteDocument = toAction(deleteDocumentOperation, { fallback: 'Could not delete the document' });

export async function deleteDocumentAction(ideaId: string, documentId: string): Promise<ActionResult> {
  return deleteDocument({ params: { id: ideaId, documentId } });
}

import { toRoutes } from '@/lib/operations/route';
import { deleteDocumentOperation, getDocumentOperation } from '@/lib/operations/idea-documents';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; documentId: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: getDocumentOperation,
  DELETE: deleteDocumentOperation,
});

import { toRoutes } from '@/lib/operations/route';
import { attachDocumentOperation, listDocumentsOperation } from '@/lib/operations/idea-documents';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes<Context>({
  GET: listDocumentsOperation,
  POST: attachDocumentOperation,
});

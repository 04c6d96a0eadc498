import { requireViewer } from '@/lib/auth';
import { apiRoute, ok } from '@/lib/http';
import { readUploadForm, saveUpload } from '@/lib/storage';

export const POST = apiRoute(async (request) => {
  const viewer = await requireViewer(request, 'Please sign in to upload files');
  const { file, kind } = await readUploadForm(request);
  const upload = await saveUpload({ ownerId: viewer.id, kind, file });
  return ok({ url: upload.url, kind: upload.kind, contentType: upload.contentType, size: upload.size }, { status: 201 });
});

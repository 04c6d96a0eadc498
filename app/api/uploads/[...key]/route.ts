import { requireViewer, viewerFromRequest } from '@/lib/auth';
import { NotFoundError } from '@/lib/core/errors';
import { apiRoutes, ok } from '@/lib/http';
import { deleteUpload, servingHeaders, storage } from '@/lib/storage';
import { servableFile } from '@/lib/storage/serve';

type Context = { params: Promise<{ key: string[] }> };

const keyOf = async ({ params }: Context) => (await params).key.join('/');

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, context) => {
    const { upload, audience } = await servableFile(await keyOf(context), () => viewerFromRequest(request));
    const headers = servingHeaders(upload, audience);
    if (request.headers.get('if-none-match') === headers.etag) {
      const { 'content-length': _length, ...rest } = headers;
      void _length;
      return new Response(null, { status: 304, headers: rest });
    }
    const data = await storage().get(upload.key);
    if (!data) throw new NotFoundError('File not found');
    return new Response(new Uint8Array(data), { status: 200, headers });
  },
  DELETE: async (request, context) => {
    const viewer = await requireViewer(request, 'Please sign in to delete files');
    await deleteUpload(await keyOf(context), viewer.id);
    return ok();
  },
});

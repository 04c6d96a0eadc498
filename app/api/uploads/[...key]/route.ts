import { requireViewer } from '@/lib/auth';
import { apiRoute, notFound, ok } from '@/lib/http';
import { deleteUpload, findUpload, servingHeaders, storage } from '@/lib/storage';

type Context = { params: Promise<{ key: string[] }> };

const keyOf = async ({ params }: Context) => (await params).key.join('/');

export const GET = apiRoute<Context>(async (request, context) => {
  const upload = await findUpload(await keyOf(context));
  if (!upload) throw notFound('File not found');
  // CVs are personal: only signed-in users download them, as only they see profiles.
  if (upload.kind === 'cv') await requireViewer(request, 'Please sign in to download this CV');
  const headers = servingHeaders(upload);
  if (request.headers.get('if-none-match') === headers.etag) {
    const { 'content-length': _length, ...rest } = headers;
    void _length;
    return new Response(null, { status: 304, headers: rest });
  }
  const data = await storage().get(upload.key);
  if (!data) throw notFound('File not found');
  return new Response(new Uint8Array(data), { status: 200, headers });
});

export const DELETE = apiRoute<Context>(async (request, context) => {
  const viewer = await requireViewer(request, 'Please sign in to delete files');
  await deleteUpload(await keyOf(context), viewer.id);
  return ok();
});

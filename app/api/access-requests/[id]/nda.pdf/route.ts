import { signedNdaPdf } from '@/lib/access';
import { requireViewer } from '@/lib/auth';
import { apiRoutes } from '@/lib/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (request, { params }) => {
    const { id } = await params;
    const viewer = await requireViewer(request, 'Please sign in to download the signed NDA');
    const { bytes, filename } = await signedNdaPdf(viewer, id);
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});

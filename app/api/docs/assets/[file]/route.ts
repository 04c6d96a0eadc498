import { apiRoutes, fail } from '@/lib/http';
import { docsAsset } from '@/lib/openapi/docs';

type Context = { params: Promise<{ file: string }> };

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes<Context>({
  GET: async (_request, { params }) => {
    const asset = await docsAsset((await params).file);
    if (!asset) return fail(404, 'Not found');
    const [body, type] = asset;
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

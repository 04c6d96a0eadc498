import 'server-only';

/**
 * A file for one member to download (a signed PDF, a receipt, an export): an attachment with its
 * name, never kept by any cache.
 */
export function privateAttachment(
  body: string | Uint8Array,
  filename: string,
  contentType: string,
): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}

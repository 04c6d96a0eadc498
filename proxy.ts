import { NextResponse, type NextRequest } from 'next/server';
import { apiCors } from '@/lib/http/cors';

/**
 * Convenience redirects only. Every guarded page and handler checks the session again in lib/.
 * For /api/* it answers CORS preflights and marks allowed cross-origin replies.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) return apiCors(request);
  return NextResponse.next({ request });
}

export const config = {
  matcher: ['/create-idea', '/ideas/:id/edit', '/profile/:path*', '/api/:path*'],
};

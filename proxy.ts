import { NextResponse, type NextRequest } from 'next/server';

/**
 * Convenience redirects only. Every guarded page and handler checks the session again in lib/.
 */
export function proxy(request: NextRequest) {
  return NextResponse.next({ request });
}

export const config = {
  matcher: ['/create-idea', '/ideas/:id/edit', '/profile/:path*'],
};

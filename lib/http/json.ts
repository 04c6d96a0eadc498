import 'server-only';
import { NextResponse } from 'next/server';

/**
 * A reply whose body is `body` itself, without the `{ success }` envelope: the spec's calls that
 * answer an object (an idea, a user's public fields) are read that way by the original client.
 */
export function json(body: object, init: ResponseInit = {}): NextResponse {
  return NextResponse.json(body, { status: 200, ...init });
}

import { NextResponse } from 'next/server';
import { apiRoutes } from '@/lib/http';
import { openApiDocument } from '@/lib/openapi/document';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: () => NextResponse.json(openApiDocument()),
});

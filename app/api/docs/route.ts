import { DOCS_HTML } from '@/lib/openapi/docs';

export const GET = () => new Response(DOCS_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

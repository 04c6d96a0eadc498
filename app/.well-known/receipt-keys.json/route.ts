// The receipts' public keys where verifiers look for a JWK set; the same as GET /api/receipts/keys.
export { GET, HEAD, OPTIONS } from '@/app/api/receipts/keys/route';

export const dynamic = 'force-dynamic';

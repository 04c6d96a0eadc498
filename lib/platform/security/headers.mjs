// Security headers for every response. Plain ESM so next.config.mjs can import it.

/**
 * Content-Security-Policy. Next.js streams inline bootstrap scripts, so script-src allows
 * 'unsafe-inline' (nonces would make every page dynamic); everything else is same-origin, and
 * no page can be framed. Images may come from https (profile photos of identity providers).
 * @param {{ dev?: boolean }} options
 */
export function contentSecurityPolicy({ dev = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** @param {{ dev?: boolean }} options */
export function securityHeaders(options = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** HSTS, sent only when the site is served over https (SITE_URL). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

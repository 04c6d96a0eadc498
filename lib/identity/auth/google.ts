import 'server-only';
import GoogleProvider from 'next-auth/providers/google';
import { getConfig } from '@/lib/core/config';

/** Google sign-in is offered when both its client id and secret are configured. */
export function googleEnabled(): boolean {
  const config = getConfig();
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** Google (OpenID Connect); the issuer is configurable so tests can run against a local server. */
export function googleProvider() {
  const config = getConfig();
  const issuer = config.GOOGLE_ISSUER.replace(/\/$/, '');
  return GoogleProvider({
    clientId: config.GOOGLE_CLIENT_ID!,
    clientSecret: config.GOOGLE_CLIENT_SECRET!,
    issuer,
    wellKnown: `${issuer}/.well-known/openid-configuration`,
  });
}

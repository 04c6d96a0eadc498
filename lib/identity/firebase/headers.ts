import 'server-only';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';
import { contentSecurityPolicy } from '@/lib/platform/security/headers.mjs';

function withSources(policy: string, directive: string, sources: string[]): string {
  const parts = policy.split('; ');
  const index = parts.findIndex((part) => part.startsWith(`${directive} `));
  if (index === -1) parts.push(`${directive} 'self' ${sources.join(' ')}`);
  else parts[index] = `${parts[index]} ${sources.join(' ')}`;
  return parts.join('; ');
}

/**
 * Page headers in Firebase mode. The SDK calls Firebase's endpoints (or the emulator), loads
 * Google's iframe helper, embeds the auth domain's iframe, and signs in with Google in a popup,
 * which needs its opener (COOP same-origin-allow-popups, as Firebase documents).
 */
export function firebasePageHeaders(config: FirebaseWebConfig, { dev = false } = {}): Record<string, string> {
  const emulator = config.emulatorHost ? `http://${config.emulatorHost}` : null;
  const api = emulator
    ? [emulator]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  let policy = contentSecurityPolicy({ dev });
  policy = withSources(policy, 'script-src', ['https://apis.google.com']);
  policy = withSources(policy, 'connect-src', api);
  policy = withSources(policy, 'frame-src', [emulator ?? `https://${config.authDomain}`]);
  return { 'Content-Security-Policy': policy, 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' };
}

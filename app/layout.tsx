import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FirebaseSession } from '@/components/auth/firebase-session';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { EarlyAsk } from '@/components/layout/early-ask';
import { ViewerProvider } from '@/components/layout/viewer-provider';
import { siteUrl } from '@/lib/core/config';
import { VIEWER_URL } from '@/lib/identity/shared';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: {
    default: 'Ideas Marketplace — the marketplace for innovative ideas',
    template: '%s · Ideas Marketplace',
  },
  description:
    'Ideas Marketplace is the marketplace for innovative ideas: list a product or service idea with your price, browse and search ideas from creators, and protect sensitive ones behind an NDA.',
  applicationName: 'Ideas Marketplace',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#4f46e5' };

/** The same HTML for every viewer, so public pages can be cached; who is signed in is asked by the browser. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        <EarlyAsk url={VIEWER_URL} />
        <ViewerProvider>
          <SkipLink />
          <SiteHeader />
          <div id="main-content" className="flex flex-1 flex-col">
            {children}
          </div>
          <SiteFooter />
          <FirebaseSession />
        </ViewerProvider>
      </body>
    </html>
  );
}

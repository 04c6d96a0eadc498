import type { Metadata, Viewport } from 'next';
import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { FirebaseSession } from '@/components/auth/firebase-session';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { toShellViewer } from '@/components/layout/shell-viewer';
import { SkipLink } from '@/components/layout/skip-link';
import { currentViewer } from '@/lib/auth';
import { firebaseWebConfig, getConfig, siteUrl } from '@/lib/config';
import { logger } from '@/lib/log';
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The shell still renders (signed out) when the database is briefly unreachable.
  const viewer = await currentViewer().catch((error: unknown) => {
    unstable_rethrow(error);
    logger.warn({ err: error }, 'could not read the viewer for the page shell');
    return null;
  });
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        <SkipLink />
        <SiteHeader viewer={toShellViewer(viewer)} firebase={firebaseWebConfig(getConfig())} />
        <div id="main-content" className="flex flex-1 flex-col">
          {children}
        </div>
        <SiteFooter />
        <Toaster position="top-center" richColors />
        <FirebaseSession />
      </body>
    </html>
  );
}

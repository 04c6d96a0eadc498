import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { adminPageViewer } from '@/lib/http/page-viewer';

export const metadata: Metadata = {
  // A nested template replaces the root's: the site's name is spelled out again.
  title: { template: '%s · Admin · Ideas Marketplace', default: 'Admin' },
  robots: { index: false },
};

/** The admin area: 404 for everyone but admins (each page checks again). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await adminPageViewer();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <p className="text-brand-700 text-sm font-semibold">Admin</p>
      <AdminNav />
      {children}
    </main>
  );
}

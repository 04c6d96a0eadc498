import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { adminPageViewer } from '@/lib/admin/page';

export const metadata: Metadata = {
  title: { template: '%s · Admin', default: 'Admin' },
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

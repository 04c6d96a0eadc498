import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RegisterWizard } from '@/components/auth/register-wizard';
import { getViewer } from '@/lib/http/page-viewer';
import { firebaseWebConfig, getConfig } from '@/lib/core/config';
import { Card } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Register', robots: { index: false } };

export default async function RegisterPage() {
  if (await getViewer()) redirect('/');
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <Card className="rounded-2xl p-6 sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Register</h1>
        <RegisterWizard firebase={firebaseWebConfig(getConfig())} />
      </Card>
    </main>
  );
}

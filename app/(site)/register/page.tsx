import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { RegisterWizard } from '@/components/auth/register-wizard';
import { currentViewer } from '@/lib/auth';
import { firebaseWebConfig, getConfig } from '@/lib/config';

export const metadata: Metadata = { title: 'Register', robots: { index: false } };

export default async function RegisterPage() {
  if (await currentViewer()) redirect('/');
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">Register</h1>
        <RegisterWizard firebase={firebaseWebConfig(getConfig())} />
      </div>
    </main>
  );
}

import type { Metadata } from 'next';
import { LegalDocumentPage } from '@/components/legal/legal-document-page';
import { legalDocument } from '@/lib/platform/legal';

export const metadata: Metadata = {
  title: 'Terms of Use',
  description:
    'The terms of Ideas Marketplace: accounts, listing ideas, NDA requests and signed NDAs, moderation, and ending your account.',
  alternates: { canonical: '/terms' },
};

export default async function TermsPage() {
  return <LegalDocumentPage document={await legalDocument('terms')} />;
}

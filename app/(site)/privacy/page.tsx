import type { Metadata } from 'next';
import { LegalDocumentPage } from '@/components/legal/legal-document-page';
import { legalDocument } from '@/lib/platform/legal';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description:
    'What Ideas Marketplace keeps about you, why, who sees it, and how to export your data or delete your account.',
  alternates: { canonical: '/privacy' },
};

export default async function PrivacyPage() {
  return <LegalDocumentPage document={await legalDocument('privacy')} />;
}

/** The legal documents: where each is served and the name links to it use. */
export const LEGAL_DOCUMENTS = {
  terms: { path: '/terms', name: 'Terms' },
  privacy: { path: '/privacy', name: 'Privacy Policy' },
} as const;

export type LegalDocumentKind = keyof typeof LEGAL_DOCUMENTS;

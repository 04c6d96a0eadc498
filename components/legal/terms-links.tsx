import { LEGAL_DOCUMENTS } from '@/lib/platform/legal/shared';

const linkClass = 'text-brand-700 font-semibold underline underline-offset-2 hover:no-underline';

/**
 * 'the Terms and the Privacy Policy', each a link. They open in a new tab, so reading them leaves
 * a half-filled form as it was.
 */
export function TermsLinks() {
  const link = (kind: keyof typeof LEGAL_DOCUMENTS) => (
    <a href={LEGAL_DOCUMENTS[kind].path} target="_blank" rel="noopener" className={linkClass}>
      {LEGAL_DOCUMENTS[kind].name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  return (
    <>
      the {link('terms')} and the {link('privacy')}
    </>
  );
}

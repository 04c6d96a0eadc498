import { IntentLink } from '@/components/ui/intent-link';
import { LinkPending } from '@/components/ui/link-pending';
import clsx from 'clsx';
import { PAGE_WIDTH } from '@/components/layout/page-width';
import { LEGAL_DOCUMENTS } from '@/lib/platform/legal/shared';

const linkClass =
  'rounded-sm text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div
        className={clsx(
          PAGE_WIDTH,
          'flex flex-col gap-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between',
        )}
      >
        <p className="text-slate-600">
          <span className="font-semibold text-slate-800">Ideas Marketplace</span> — the marketplace for
          innovative ideas
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <IntentLink href="/ideas" className={clsx(linkClass, 'relative')}>
                Browse Ideas
                <LinkPending />
              </IntentLink>
            </li>
            <li>
              <IntentLink href="/create-idea" className={linkClass}>
                Submit Your Idea
              </IntentLink>
            </li>
            <li>
              <IntentLink href={LEGAL_DOCUMENTS.terms.path} className={linkClass}>
                {LEGAL_DOCUMENTS.terms.name}
              </IntentLink>
            </li>
            <li>
              <IntentLink href={LEGAL_DOCUMENTS.privacy.path} className={linkClass}>
                {LEGAL_DOCUMENTS.privacy.name}
              </IntentLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import { EMAIL_VERIFIED_TEXT, trustTexts, type TrustSignalsView } from './trust-texts';

/** The trust signals as a short list of sentences. */
export function TrustList({ trust, className }: { trust: TrustSignalsView; className?: string }) {
  return (
    <ul className={className} data-testid="trust-signals">
      {trustTexts(trust).map((text) => (
        <li key={text} className="flex items-start gap-2 text-sm text-slate-700">
          <span aria-hidden="true" className="w-3 text-green-700">
            {text === EMAIL_VERIFIED_TEXT ? '✓' : '·'}
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}

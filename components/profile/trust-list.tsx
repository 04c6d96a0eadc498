import { trustTexts, type TrustSignalsView } from './trust-texts';

/** The trust signals as a short list of sentences. */
export function TrustList({ trust, className }: { trust: TrustSignalsView; className?: string }) {
  return (
    <ul className={className} data-testid="trust-signals">
      {trustTexts(trust).map((text) => (
        <li key={text} className="flex items-start gap-2 text-sm text-slate-700">
          <span aria-hidden="true" className="text-green-700">
            ✓
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}

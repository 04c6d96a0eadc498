'use client';

import { useEffect, useId, useState } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { MAX_NDA_TEXT } from '@/lib/core/input-limits';

/** The version the API gives a creator's own NDA (lib/deals/access/nda.ts): `custom-` and its hash. */
async function versionOf(text: string): Promise<{ version: string; hash: string }> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return { version: `custom-${hash.slice(0, 12)}`, hash };
}

export interface NdaChoiceFieldProps {
  /** The idea's own NDA text; '' for the standard NDA. */
  value: string;
  /** The text the idea will have ('' for the standard NDA) and the choice made. */
  onChange: (text: string, choice: 'standard' | 'own') => void;
  error?: string;
}

/**
 * Which NDA a buyer signs to read a gated idea: the platform's standard one, or the creator's own
 * text, previewed as requesters will see it with the version and SHA-256 their signature names.
 */
export function NdaChoiceField({ value, onChange, error }: NdaChoiceFieldProps) {
  const id = useId();
  const [own, setOwn] = useState(value.trim() !== '');
  // The text typed is kept while the standard NDA is chosen, for a change of mind.
  const [draft, setDraft] = useState(value);
  const [signed, setSigned] = useState<{ text: string; version: string; hash: string } | null>(null);

  useEffect(() => {
    if (!own || !draft.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      void versionOf(draft).then((result) => current && setSigned({ text: draft, ...result }));
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [own, draft]);

  const choose = (next: boolean) => {
    setOwn(next);
    onChange(next ? draft : '', next ? 'own' : 'standard');
  };
  const version = signed?.text === draft ? signed : null;

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4" data-testid="nda-choice">
      <legend className="px-1 text-sm font-semibold text-slate-900">The NDA buyers sign</legend>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name={`${id}-nda`}
          className="accent-brand-600 size-4"
          checked={!own}
          onChange={() => choose(false)}
        />
        Use the standard NDA
        <a href="/nda/standard" target="_blank" rel="noopener" className="text-brand-700 underline">
          Read it<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="radio"
          name={`${id}-nda`}
          className="accent-brand-600 size-4"
          checked={own}
          onChange={() => choose(true)}
        />
        Use my own text
      </label>
      {own && (
        <div className="mt-1 flex flex-col gap-2">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
            Your NDA
          </label>
          <Textarea
            id={`${id}-text`}
            rows={8}
            maxLength={MAX_NDA_TEXT}
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setDraft(event.target.value);
              onChange(event.target.value, 'own');
            }}
          />
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            Requesters read and sign this exact text; it is named by its version and SHA-256. Requests already
            made keep the text they signed.
          </p>
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
              {error}
            </p>
          )}
          {draft.trim() && (
            <details className="rounded-md bg-slate-50 p-3 text-sm" data-testid="nda-preview">
              <summary className="cursor-pointer font-medium text-slate-900">
                Preview what requesters sign
              </summary>
              <p className="mt-2 text-slate-600" data-testid="nda-preview-version">
                {version
                  ? `Version ${version.version} · SHA-256 ${version.hash.slice(0, 12)}`
                  : 'Computing its version…'}
              </p>
              <div className="mt-2 max-h-64 overflow-y-auto rounded border border-slate-200 bg-white p-3 whitespace-pre-line text-slate-800">
                {draft}
              </div>
            </details>
          )}
        </div>
      )}
    </fieldset>
  );
}

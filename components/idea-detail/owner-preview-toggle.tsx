'use client';

import clsx from 'clsx';
import { buttonClass } from '@/components/ui/button-styles';
import { useViewerIdea } from './viewer-idea';

/** The creator switches between their own view of the idea and what a signed-out visitor sees. */
export function OwnerPreviewToggle() {
  const { owner, preview, setPreview } = useViewerIdea();
  if (!owner) return null;
  return (
    <div
      data-testid="owner-preview"
      className={clsx(
        'mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm',
        preview
          ? 'border-amber-300 bg-amber-50 text-amber-900'
          : 'border-brand-100 bg-brand-50 text-brand-800',
      )}
    >
      <p role="status" className="font-medium">
        {preview ? 'Showing the page as signed-out visitors see it.' : 'You created this idea.'}
      </p>
      <button
        type="button"
        aria-pressed={preview}
        onClick={() => setPreview(!preview)}
        className={buttonClass(preview ? 'primary' : 'secondary')}
      >
        What others see
      </button>
    </div>
  );
}

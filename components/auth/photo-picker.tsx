'use client';

import { useEffect, useState } from 'react';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@/lib/validation/upload';

interface PhotoPickerProps {
  id: string;
  label: string;
  currentUrl?: string;
  onChange: (file: File | null) => void;
  busy?: boolean;
  error?: string | null;
}

/** An optional photo with a preview; checks type and size before anything is sent. */
export function PhotoPicker({ id, label, currentUrl, onChange, busy, error }: PhotoPickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem('Please choose an image file');
    if (file.size > IMAGE_MAX_BYTES) return setProblem('The image is too large: the limit is 5 MB');
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };

  const shown = preview ?? currentUrl ?? '';
  const message = problem ?? error ?? null;
  return (
    <div className="flex items-center gap-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-full border border-slate-200 bg-slate-100">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- local previews and our own uploads
          <img
            src={shown}
            alt="Photo preview"
            data-testid="photo-preview"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={busy}
          onChange={(e) => pick(e.target.files?.[0])}
          className="block w-full max-w-full text-sm file:mr-2 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1"
        />
        {busy ? <p className="text-xs text-slate-500">Uploading...</p> : null}
        {message ? (
          <p className="text-sm text-red-600" role="status">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

'use client';

import { useState } from 'react';
import { CV_ACCEPT, CV_EXTENSIONS, CV_MAX_BYTES } from '@/lib/validation/upload';
import { uploadFile } from './upload-file';

interface CvPickerProps {
  value: string;
  onUploaded: (url: string) => void;
  onBusy: (busy: boolean) => void;
}

const fileNameOf = (url: string) =>
  decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '').replace(/^[0-9a-f]{24}_/, '');

/** CV upload (.pdf, .doc, .docx up to 10 MB); the stored file is saved with the profile. */
export function CvPicker({ value, onUploaded, onBusy }: CvPickerProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!CV_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext)))
      return setError('A CV must be a .pdf, .doc or .docx file');
    if (file.size > CV_MAX_BYTES) return setError('The CV is too large: the limit is 10 MB');
    setBusy(true);
    onBusy(true);
    try {
      onUploaded(await uploadFile('cv', file));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <div className="space-y-1">
      <label htmlFor="cv" className="block text-sm font-medium text-slate-700">
        CV (.pdf, .doc, .docx)
      </label>
      {value ? (
        <p className="text-sm text-slate-600" data-testid="current-cv">
          Current CV:{' '}
          <a href={value} download className="text-brand-700 font-semibold hover:underline">
            {fileNameOf(value)}
          </a>
        </p>
      ) : null}
      <input
        id="cv"
        type="file"
        accept={CV_ACCEPT}
        disabled={busy}
        onChange={(e) => pick(e.target.files?.[0])}
        className="block w-full max-w-full text-sm file:mr-2 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1"
      />
      {busy ? <p className="text-xs text-slate-500">Uploading...</p> : null}
      {error ? (
        <p className="text-sm text-red-600" role="status">
          {error}
        </p>
      ) : null}
    </div>
  );
}

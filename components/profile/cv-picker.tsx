'use client';

import { FilePicker } from '@/components/ui/file-picker';
import { CV_ACCEPT, CV_EXTENSIONS, CV_MAX_BYTES } from '@/lib/validation/upload';

interface CvPickerProps {
  value: string;
  onUploaded: (url: string) => void;
  onBusy: (busy: boolean) => void;
}

// CV keys are cvs/{userId}_{file name}; generated user ids (ours, Firebase's) hold no underscore.
const fileNameOf = (url: string) =>
  decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '').replace(/^[^_]+_/, '');

const check = (file: File) => {
  if (!CV_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext)))
    return 'A CV must be a .pdf, .doc or .docx file';
  if (file.size > CV_MAX_BYTES) return 'The CV is too large: the limit is 10 MB';
  return null;
};

/** CV upload (.pdf, .doc, .docx up to 10 MB) with progress; the stored file is saved with the profile. */
export function CvPicker({ value, onUploaded, onBusy }: CvPickerProps) {
  return (
    <FilePicker
      id="cv"
      label="CV (.pdf, .doc, .docx)"
      accept={CV_ACCEPT}
      kind="cv"
      value={value ? [value] : []}
      onChange={(urls) => urls[0] && onUploaded(urls[0])}
      onBusyChange={onBusy}
      check={check}
      hint={
        value && (
          <p className="text-sm text-slate-600" data-testid="current-cv">
            Current CV:{' '}
            <a href={value} download className="text-brand-700 font-semibold hover:underline">
              {fileNameOf(value)}
            </a>
          </p>
        )
      }
    />
  );
}

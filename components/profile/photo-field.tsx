'use client';

import { useEffect, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@/lib/validation/upload';

export interface PhotoFieldProps {
  /** The saved photo's address. */
  value?: string;
  /** Upload at once and report the new address (profile editor)… */
  onUploaded?: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
  /** …or only hand the chosen file over, to be sent later (registration: no account yet). */
  onSelect?: (file: File) => void;
}

const check = (file: File) => {
  if (!file.type.startsWith('image/')) return 'Please choose an image file';
  if (file.size > IMAGE_MAX_BYTES) return 'The image is too large: the limit is 5 MB';
  return null;
};

/** The profile photo: a round preview and a picker (checked in the browser, sent with progress). */
export function PhotoField({ value, onUploaded, onBusyChange, onSelect }: PhotoFieldProps) {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);
  const shown = local ?? value ?? '';
  return (
    <div className="flex items-center gap-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-full border border-slate-200 bg-slate-100">
        {shown && (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview or our own upload
          <img
            src={shown}
            alt="Photo preview"
            data-testid="photo-preview"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <FilePicker
          id="photo"
          label="Profile Photo"
          accept={IMAGE_ACCEPT}
          kind={onSelect ? undefined : 'profile_image'}
          value={value ? [value] : []}
          onChange={(urls) => {
            setLocal(null);
            if (urls[0]) onUploaded?.(urls[0]);
          }}
          onSelect={(file) => {
            setLocal(URL.createObjectURL(file));
            onSelect?.(file);
          }}
          onBusyChange={onBusyChange}
          check={check}
        />
      </div>
    </div>
  );
}

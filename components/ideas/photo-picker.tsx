'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { MAX_PHOTOS } from '@/lib/validation/idea';
import { uploadIdeaPhoto } from './upload-photo';

interface Pending {
  key: string;
  name: string;
  preview: string;
  progress: number;
  error?: string;
}

export interface PhotoPickerProps {
  value: string[];
  onChange: (photos: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Picks several images, uploads each at once with a progress bar, previews them and lets one be removed. */
export function PhotoPicker({ value, onChange, onBusyChange }: PhotoPickerProps) {
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const photos = useRef(value);
  useEffect(() => {
    photos.current = value;
  }, [value]);
  const busy = pending.some((p) => !p.error);

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const update = (key: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const pick = (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PHOTOS - photos.current.length - pending.filter((p) => !p.error).length;
    Array.from(files)
      .slice(0, Math.max(0, room))
      .forEach((file) => {
        const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
        const preview = URL.createObjectURL(file);
        setPending((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
        uploadIdeaPhoto(file, (fraction) => update(key, { progress: fraction }))
          .promise.then((url) => {
            onChange([...photos.current, url]);
            photos.current = [...photos.current, url];
            setPending((list) => list.filter((p) => p.key !== key));
            URL.revokeObjectURL(preview);
          })
          .catch((error: Error) => update(key, { error: error.message }));
      });
  };

  const count = value.length + pending.filter((p) => !p.error).length;

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Photos
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        disabled={count >= MAX_PHOTOS}
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
        className="file:bg-brand-50 file:text-brand-700 mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:px-4 file:py-2 file:font-semibold"
      />
      <p className="mt-1 text-sm text-slate-600" data-testid="photo-count" aria-live="polite">
        {count} {count === 1 ? 'photo' : 'photos'} selected (up to {MAX_PHOTOS}, 5 MB each)
      </p>
      {(value.length > 0 || pending.length > 0) && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="photo-previews">
          {value.map((src, index) => (
            <li
              key={src}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
            >
              <div className="relative aspect-square">
                <Image
                  src={src}
                  alt={`Photo ${index + 1}`}
                  fill
                  sizes="200px"
                  unoptimized
                  className="object-cover"
                />
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'w-full rounded-none border-0 border-t')}
                onClick={() => onChange(value.filter((p) => p !== src))}
              >
                Remove<span className="sr-only"> photo {index + 1}</span>
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li
              key={item.key}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
              data-testid="photo-uploading"
            >
              <div className="relative aspect-square">
                {/* A local preview of a file not uploaded yet (blob: URL). */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={item.preview}
                  alt={`${item.name} (uploading)`}
                  className="h-full w-full object-cover opacity-70"
                />
              </div>
              {item.error ? (
                <div className="p-2 text-xs text-red-800" role="status">
                  {item.error}
                  <button
                    type="button"
                    className="ml-1 underline"
                    onClick={() => setPending((list) => list.filter((p) => p.key !== item.key))}
                  >
                    Dismiss
                  </button>
                </div>
              ) : (
                <progress
                  className="block h-2 w-full"
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={`Uploading ${item.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

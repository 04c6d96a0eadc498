'use client';

import Image from 'next/image';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@/lib/core/input-limits';

const IMAGE_TYPES = IMAGE_ACCEPT.split(',');

/** Refused before anything is sent (the server decides by content and says why otherwise). */
function checkPhoto(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type))
    return `${file.name} is not a supported image. Choose a JPEG, PNG, WebP, GIF or AVIF file.`;
  if (file.size > IMAGE_MAX_BYTES) return `${file.name} is larger than 5 MB. Choose a smaller image.`;
  return null;
}

export interface IdeaPhotosFieldProps {
  value: string[];
  max: number;
  onChange: (photos: string[]) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}

/** Several photos, each uploaded at once with its progress, previewed and removable. */
export function IdeaPhotosField({ value, max, onChange, onBusyChange, error }: IdeaPhotosFieldProps) {
  return (
    <FilePicker
      id="photos"
      label="Photos"
      accept={IMAGE_ACCEPT}
      kind="idea_photo"
      max={max}
      value={value}
      onChange={onChange}
      onBusyChange={onBusyChange}
      check={checkPhoto}
      error={error}
      hint={({ uploading }) => {
        const count = value.length + uploading;
        return (
          <p className="text-sm text-slate-600" data-testid="photo-count" aria-live="polite">
            {count} {count === 1 ? 'photo' : 'photos'} selected (up to {max}, 5 MB each)
          </p>
        );
      }}
    >
      {value.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="photo-previews">
          {value.map((src, index) => (
            <li key={src} className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
              <div className="relative aspect-square">
                {/* unoptimized: /api/uploads decides per request who may see a gated idea's photo. */}
                <Image
                  src={src}
                  alt={`Photo ${index + 1}`}
                  fill
                  sizes="200px"
                  unoptimized
                  className="object-cover"
                />
              </div>
              <Button
                variant="secondary"
                className="w-full rounded-none border-0 border-t"
                onClick={() => onChange(value.filter((p) => p !== src))}
              >
                Remove<span className="sr-only"> photo {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </FilePicker>
  );
}

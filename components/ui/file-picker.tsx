'use client';

import clsx from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { UploadKind } from '@/lib/validation/upload';
import { uploadFile } from './upload-file';

interface Pending {
  key: string;
  name: string;
  preview: string;
  progress: number;
  error?: string;
}

export interface FilePickerProps {
  id: string;
  label: ReactNode;
  accept: string;
  /** Uploaded at once to this kind of upload, with progress; without it the files are handed to `onSelect`. */
  kind?: UploadKind;
  /** The uploaded files' addresses. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  onSelect?: (file: File) => void;
  onBusyChange?: (busy: boolean) => void;
  /** How many files it holds (1: a new one replaces the old). */
  max?: number;
  /** A message when a file must not be sent (checked before anything leaves the browser). */
  check?: (file: File) => string | null;
  /** Shown under the input: a count (of held and uploading files), the current file… */
  hint?: ReactNode | ((state: { uploading: number }) => ReactNode);
  /** What it holds, as the caller shows it (a grid of images with Remove buttons…). */
  children?: ReactNode;
  error?: string | null;
  disabled?: boolean;
}

/** A file input that checks, uploads with a progress bar per file, and previews what it holds. */
export function FilePicker(props: FilePickerProps) {
  const { id, label, accept, kind, value = [], onChange, onSelect, onBusyChange, max = 1, check } = props;
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const held = useRef(value);
  const sent = useRef(0);
  useEffect(() => {
    held.current = value;
  }, [value]);
  const busy = pending.some((p) => !p.error);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const update = (key: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const drop = (key: string) => setPending((list) => list.filter((p) => p.key !== key));
  const set = (urls: string[]) => {
    held.current = urls;
    onChange?.(urls);
  };

  const pick = (files: File[]) => {
    setProblem(null);
    const room = max === 1 ? 1 : max - held.current.length - pending.filter((p) => !p.error).length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = check?.(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      if (!kind) {
        onSelect?.(file);
        continue;
      }
      sent.current += 1;
      const key = `${sent.current}-${file.name}`;
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : '';
      setPending((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
      uploadFile(kind, file, (progress) => update(key, { progress }))
        .promise.then((url) => {
          set(max === 1 ? [url] : [...held.current, url]);
          drop(key);
        })
        .catch((failure: Error) => update(key, { error: failure.message }))
        .finally(() => preview && URL.revokeObjectURL(preview));
    }
  };

  const message = problem ?? props.error ?? null;
  const full = max > 1 && value.length + pending.filter((p) => !p.error).length >= max;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={max > 1}
        disabled={props.disabled || full || (max === 1 && busy)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => {
          pick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
        className="file:bg-brand-50 file:text-brand-700 block w-full max-w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:px-4 file:py-2 file:font-semibold"
      />
      {typeof props.hint === 'function'
        ? props.hint({ uploading: pending.filter((p) => !p.error).length })
        : props.hint}
      {pending.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {pending.map((item) => (
            <li
              key={item.key}
              data-testid="photo-uploading"
              className="overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
            >
              {item.preview && (
                // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob: URL) of a file being sent
                <img
                  src={item.preview}
                  alt={`${item.name} (uploading)`}
                  className="aspect-square w-full object-cover opacity-70"
                />
              )}
              {item.error ? (
                <p className="p-2 text-xs text-red-800" role="status">
                  {item.error}{' '}
                  <button type="button" className="underline" onClick={() => drop(item.key)}>
                    Dismiss
                  </button>
                </p>
              ) : (
                <>
                  <p className="truncate px-2 pt-1 text-xs text-slate-600">Uploading...</p>
                  <progress
                    className="block h-2 w-full"
                    max={100}
                    value={Math.round(item.progress * 100)}
                    aria-label={`Uploading ${item.name}`}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.children}
      <p id={`${id}-error`} aria-live="polite" className={clsx('text-sm text-red-700', !message && 'hidden')}>
        {message}
      </p>
    </div>
  );
}

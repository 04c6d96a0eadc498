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

/**
 * A file input that checks, uploads with a progress bar per file, and previews what it holds.
 * Files join the value in the order they were picked, however their uploads finish; a refused
 * file (by `check` or by the server) leaves no tile, only its message under the input.
 */
export function FilePicker(props: FilePickerProps) {
  const { id, label, accept, kind, value = [], onChange, onSelect, onBusyChange, max = 1, check } = props;
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const held = useRef(value);
  const sent = useRef(0);
  // Uploads in the order they were picked, and the addresses of those finished but still behind
  // an earlier one.
  const order = useRef<string[]>([]);
  const finished = useRef(new Map<string, string>());
  useEffect(() => {
    held.current = value;
  }, [value]);
  const busy = pending.length > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const update = (key: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const drop = (keys: string[]) => setPending((list) => list.filter((p) => !keys.includes(p.key)));
  const refuse = (text: string) => setProblems((list) => [...list, text]);

  /** Hands over every finished upload that no earlier pick is still waiting for. */
  const release = () => {
    const keys: string[] = [];
    const urls: string[] = [];
    for (let key = order.current[0]; key !== undefined; key = order.current[0]) {
      const url = finished.current.get(key);
      if (url === undefined) break;
      order.current.shift();
      finished.current.delete(key);
      keys.push(key);
      urls.push(url);
    }
    if (!keys.length) return;
    const next = max === 1 ? urls.slice(-1) : [...held.current, ...urls];
    held.current = next;
    onChange?.(next);
    drop(keys);
  };

  const pick = (files: File[]) => {
    setProblems([]);
    const room = max === 1 ? 1 : max - held.current.length - order.current.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const refused = check?.(file);
      if (refused) {
        refuse(refused);
        continue;
      }
      if (!kind) {
        onSelect?.(file);
        continue;
      }
      sent.current += 1;
      const key = `${sent.current}-${file.name}`;
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : '';
      order.current.push(key);
      setPending((list) => [...list, { key, name: file.name, preview, progress: 0 }]);
      uploadFile(kind, file, (progress) => update(key, { progress }))
        .promise.then((url) => finished.current.set(key, url))
        .catch((failure: Error) => {
          order.current = order.current.filter((k) => k !== key);
          drop([key]);
          refuse(`${file.name}: ${failure.message}`);
        })
        .finally(() => {
          if (preview) URL.revokeObjectURL(preview);
          release();
        });
    }
  };

  const message = problems.length ? problems.join(' ') : (props.error ?? null);
  const full = max > 1 && value.length + pending.length >= max;
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
      {typeof props.hint === 'function' ? props.hint({ uploading: pending.length }) : props.hint}
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
                  alt=""
                  className="aspect-square w-full object-cover opacity-70"
                  // A file the browser cannot show keeps its tile text, never a broken picture.
                  onError={(event) => {
                    event.currentTarget.hidden = true;
                  }}
                />
              )}
              <p className="truncate px-2 pt-1 text-xs text-slate-600">Uploading...</p>
              <progress
                className="block h-2 w-full"
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={`Uploading ${item.name}`}
              />
            </li>
          ))}
        </ul>
      )}
      {props.children}
      <p
        id={`${id}-error`}
        aria-live="polite"
        data-testid={`error-${id}`}
        className={clsx('text-sm text-red-700', !message && 'hidden')}
      >
        {message}
      </p>
    </div>
  );
}

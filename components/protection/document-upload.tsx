'use client';

import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { sendFile, UPLOAD_FAILED } from '@/components/ui/upload-file';
import { formatBytes } from '@/lib/core/format-bytes';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENTS_PER_IDEA,
} from '@/lib/validation/idea-documents';

interface Item {
  key: string;
  name: string;
  status: 'waiting' | 'sending' | 'attached' | 'failed';
  progress: number;
  message?: string;
}

/** Refused before anything is sent (the server checks again, by content). */
function check(file: File): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  return null;
}

const STATUS_TEXT = { waiting: 'Waiting…', sending: 'Uploading…', attached: 'Attached' } as const;

/**
 * The creator's file input of the data room: checks each chosen file, then sends them one after
 * another, each with its progress bar and, when refused, the server's message; the list on the
 * page is refreshed after each document attached.
 */
export function DocumentUpload({ ideaId, count }: { ideaId: string; count: number }) {
  const router = useRouter();
  const [items, setItems] = useState<Item[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<{ key: string; file: File }[]>([]);
  const sending = useRef(false);
  const picked = useRef(0);

  const update = (key: string, patch: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const drain = async () => {
    if (sending.current) return;
    sending.current = true;
    for (let next = queue.current.shift(); next; next = queue.current.shift()) {
      const { key, file } = next;
      update(key, { status: 'sending' });
      try {
        await sendFile(`/api/ideas/${encodeURIComponent(ideaId)}/documents`, file, {
          onProgress: (progress) => update(key, { progress }),
        }).promise;
        update(key, { status: 'attached', progress: 1 });
        setAnnouncement(`${file.name} attached`);
        router.refresh();
      } catch (error) {
        const message = error instanceof Error ? error.message : UPLOAD_FAILED;
        update(key, { status: 'failed', message });
        setAnnouncement(`${file.name} was not attached: ${message}`);
      }
    }
    sending.current = false;
  };

  const pick = (files: File[]) => {
    const active = items.filter((item) => item.status === 'waiting' || item.status === 'sending').length;
    let room = DOCUMENTS_PER_IDEA - count - active;
    const added: Item[] = [];
    for (const file of files) {
      picked.current += 1;
      const key = `${picked.current}-${file.name}`;
      const refused = check(file) ?? (room > 0 ? null : DOCUMENT_MESSAGES.tooMany);
      if (refused) {
        added.push({ key, name: file.name, status: 'failed', progress: 0, message: refused });
        setAnnouncement(`${file.name} was not attached: ${refused}`);
        continue;
      }
      room -= 1;
      added.push({ key, name: file.name, status: 'waiting', progress: 0 });
      queue.current.push({ key, file });
    }
    // Earlier results give way to the new choice; uploads still under way stay.
    setItems((list) => [
      ...list.filter((item) => item.status === 'waiting' || item.status === 'sending'),
      ...added,
    ]);
    void drain();
  };

  const full = count >= DOCUMENTS_PER_IDEA;
  return (
    <div className="mt-6 space-y-2">
      <label htmlFor="documents" className="block font-semibold text-slate-900">
        Attach documents
      </label>
      <p id="documents-hint" className="text-sm text-slate-600">
        {full
          ? DOCUMENT_MESSAGES.tooMany
          : `${count} of ${DOCUMENTS_PER_IDEA} attached; up to ${formatBytes(DOCUMENT_MAX_BYTES)} each. PDF, images, text, CSV, office files or ZIP.`}
      </p>
      <input
        id="documents"
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple
        disabled={full}
        aria-describedby="documents-hint"
        onChange={(event) => {
          pick(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
        className="file:bg-brand-50 file:text-brand-700 block w-full max-w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:px-4 file:py-2 file:font-semibold"
      />
      {items.length > 0 && (
        <ul className="space-y-2" data-testid="document-uploads">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium break-all text-slate-900">{item.name}</span>
                {item.status !== 'failed' && (
                  <span className="text-slate-600">{STATUS_TEXT[item.status]}</span>
                )}
              </div>
              {item.status === 'failed' ? (
                <p className="mt-1 text-red-700" data-testid="document-upload-error">
                  {item.message}
                </p>
              ) : (
                <progress
                  className={clsx('mt-2 block h-2 w-full', item.status === 'attached' && 'opacity-60')}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={`Upload of ${item.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="sr-only" data-testid="document-announcement">
        {announcement}
      </p>
    </div>
  );
}

import type { UploadKind } from '@/lib/validation/upload';

export const UPLOAD_FAILED = 'The upload failed. Please check your connection and try again.';

export interface Upload<T = string> {
  /**
   * What the server answered: for `uploadFile`, the stored file's address (idea photos without
   * their version suffix: they never change).
   */
  promise: Promise<T>;
  abort: () => void;
}

export interface SendFileOptions {
  /** Form fields sent before the file (the file itself is the field `file`). */
  fields?: Record<string, string>;
  /** From 0 to 1 as the bytes leave the browser; 1 once the server accepted the file. */
  onProgress?: (fraction: number) => void;
}

const messageOf = (reply: unknown): string | undefined => {
  const message = reply && typeof reply === 'object' && 'message' in reply ? reply.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
};

/**
 * POSTs one file as multipart/form-data to `url` with progress (XMLHttpRequest: fetch reports no
 * upload progress). Resolves with the JSON reply of a 2xx; rejects with the server's message, or
 * UPLOAD_FAILED when the network fails.
 */
export function sendFile(
  url: string,
  file: File,
  { fields = {}, onProgress }: SendFileOptions = {},
): Upload<unknown> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<unknown>((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file);
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const reply: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300 && reply) {
        onProgress?.(1);
        resolve(reply);
      } else {
        reject(new Error(messageOf(reply) ?? UPLOAD_FAILED));
      }
    });
    xhr.addEventListener('error', () => reject(new Error(UPLOAD_FAILED)));
    xhr.addEventListener('abort', () => reject(new Error('Upload cancelled')));
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

/** Sends one file to POST /api/uploads with progress; resolves with the stored file's address. */
export function uploadFile(kind: UploadKind, file: File, onProgress?: (fraction: number) => void): Upload {
  const sending = sendFile('/api/uploads', file, { fields: { kind }, onProgress });
  const promise = sending.promise.then((reply) => {
    const url = reply && typeof reply === 'object' && 'url' in reply ? reply.url : undefined;
    if (typeof url !== 'string' || !url) throw new Error(messageOf(reply) ?? UPLOAD_FAILED);
    return kind === 'idea_photo' ? url.split('?')[0]! : url;
  });
  return { promise, abort: sending.abort };
}

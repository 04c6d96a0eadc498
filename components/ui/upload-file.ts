import type { UploadKind } from '@/lib/validation/upload';

export const UPLOAD_FAILED = 'The upload failed. Please check your connection and try again.';

export interface Upload {
  /** The stored file's address (idea photos without their version suffix: they never change). */
  promise: Promise<string>;
  abort: () => void;
}

/**
 * Sends one file to POST /api/uploads with progress (XMLHttpRequest: fetch reports no upload
 * progress). Rejects with the server's message, or UPLOAD_FAILED when the network fails.
 */
export function uploadFile(kind: UploadKind, file: File, onProgress?: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const reply = xhr.response as { url?: string; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && reply?.url) {
        onProgress?.(1);
        resolve(kind === 'idea_photo' ? reply.url.split('?')[0]! : reply.url);
      } else {
        reject(new Error(reply?.message || UPLOAD_FAILED));
      }
    });
    xhr.addEventListener('error', () => reject(new Error(UPLOAD_FAILED)));
    xhr.addEventListener('abort', () => reject(new Error('Upload cancelled')));
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

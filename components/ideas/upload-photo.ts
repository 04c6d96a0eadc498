/** Uploads one idea photo with progress (XMLHttpRequest: fetch has no upload progress events). */
export function uploadIdeaPhoto(
  file: File,
  onProgress: (fraction: number) => void,
): { promise: Promise<string>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    const body = new FormData();
    body.append('file', file);
    body.append('kind', 'idea_photo');
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const reply = xhr.response as { success?: boolean; url?: string; message?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && reply?.url) {
        onProgress(1);
        // Idea photos are immutable files: the version suffix is not part of their address.
        resolve(reply.url.split('?')[0]!);
      } else {
        reject(new Error(reply?.message || 'Failed to upload photo'));
      }
    });
    xhr.addEventListener('error', () => reject(new Error('Failed to upload photo: network error')));
    xhr.addEventListener('abort', () => reject(new Error('Upload cancelled')));
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

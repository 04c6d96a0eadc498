/** Sends one file to POST /api/uploads; the stored URL, or the server's message as an Error. */
export async function uploadFile(kind: 'profile_image' | 'cv' | 'idea_photo', file: File): Promise<string> {
  const body = new FormData();
  body.set('kind', kind);
  body.set('file', file);
  let response: Response;
  try {
    response = await fetch('/api/uploads', { method: 'POST', body });
  } catch {
    throw new Error('The upload failed. Please check your connection and try again.');
  }
  const reply = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (!response.ok || !reply.url) throw new Error(reply.message ?? 'The upload failed. Please try again.');
  return reply.url;
}

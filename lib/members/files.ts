import 'server-only';
import { NotFoundError, UnauthorizedError } from '@/lib/core/errors';
import { ideaPhotoAudience } from '@/lib/ideas';
import type { Upload, Viewer } from '@/models';
import { findUpload } from '@/lib/platform/storage';

export interface ServableFile {
  upload: Upload;
  /** 'public' files may sit in shared caches; 'private' ones are for this viewer only. */
  audience: 'public' | 'private';
}

/**
 * The stored file at `key` if this viewer may fetch it: profile photos are public, CVs are for
 * signed-in users (as profiles are), idea photos follow their ideas' NDA rule. A refused idea
 * photo is "not found", so nobody learns that a gated idea's file exists.
 */
export async function servableFile(key: string, viewer: () => Promise<Viewer | null>): Promise<ServableFile> {
  const upload = await findUpload(key);
  if (!upload) throw new NotFoundError('File not found');
  if (upload.kind === 'profile_image') return { upload, audience: 'public' };
  if (upload.kind === 'cv') {
    if (!(await viewer())) throw new UnauthorizedError('Please sign in to download this CV');
    return { upload, audience: 'private' };
  }
  const audience = await ideaPhotoAudience(upload, viewer);
  if (!audience) throw new NotFoundError('File not found');
  return { upload, audience };
}

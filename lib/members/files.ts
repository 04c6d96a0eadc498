import 'server-only';
import { NotFoundError, UnauthorizedError } from '@/lib/core/errors';
import { ideaPhotoAudience } from '@/lib/ideas';
import type { Upload, Viewer } from '@/models';
import { findUpload } from '@/lib/platform/storage';
import { recordIdeaView, type WatermarkViewer } from '@/lib/protection';

export interface ServableFile {
  upload: Upload;
  /** 'public' files may sit in shared caches; 'private' ones are for this viewer only. */
  audience: 'public' | 'private';
  /** Serve it watermarked for this viewer (a gated idea's photo to an approved requester), or as stored. */
  watermarkFor: WatermarkViewer | null;
}

/**
 * The stored file at `key` if this viewer may fetch it: profile photos are public, CVs are for
 * signed-in users (as profiles are), idea photos follow their ideas' NDA rule. A refused idea
 * photo is "not found", so nobody learns that a gated idea's file exists.
 */
export async function servableFile(key: string, viewer: () => Promise<Viewer | null>): Promise<ServableFile> {
  const upload = await findUpload(key);
  if (!upload) throw new NotFoundError('File not found');
  if (upload.kind === 'profile_image') return { upload, audience: 'public', watermarkFor: null };
  if (upload.kind === 'cv') {
    if (!(await viewer())) throw new UnauthorizedError('Please sign in to download this CV');
    return { upload, audience: 'private', watermarkFor: null };
  }
  const reader = await ideaPhotoAudience(upload, viewer);
  if (!reader) throw new NotFoundError('File not found');
  if (reader.audience === 'public' || reader.as === 'owner')
    return { upload, audience: reader.audience, watermarkFor: null };
  // Anyone but the creator reading a gated idea's photo is in that idea's view log.
  await Promise.all(
    reader.gatedIdeaIds.map((ideaId) =>
      recordIdeaView({ ideaId, viewerId: reader.viewer.id, surface: 'photo' }),
    ),
  );
  const { id, displayName } = reader.viewer;
  return { upload, audience: 'private', watermarkFor: reader.as === 'approved' ? { id, displayName } : null };
}

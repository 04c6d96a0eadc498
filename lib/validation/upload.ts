import { z } from 'zod';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@/lib/core/input-limits';

export { IMAGE_ACCEPT, IMAGE_MAX_BYTES };

export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Same values as the uploads table's kind (models/platform.ts); kept here so forms need no server code. */
export const UPLOAD_KINDS = ['idea_photo', 'profile_image', 'cv'] as const;

export const uploadKindSchema = z.enum(UPLOAD_KINDS, {
  error: 'kind must be one of idea_photo, profile_image, cv',
});
export type UploadKind = z.infer<typeof uploadKindSchema>;

export const maxBytesFor = (kind: UploadKind) => (kind === 'cv' ? CV_MAX_BYTES : IMAGE_MAX_BYTES);

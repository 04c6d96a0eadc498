import { z } from 'zod';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** What file pickers offer; the server decides by content. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Same values as the uploads table's kind (models/platform.ts); kept here so forms need no server code. */
export const UPLOAD_KINDS = ['idea_photo', 'profile_image', 'cv'] as const;

export const uploadKindSchema = z.enum(UPLOAD_KINDS, {
  error: 'kind must be one of idea_photo, profile_image, cv',
});
export type UploadKind = z.infer<typeof uploadKindSchema>;

export const maxBytesFor = (kind: UploadKind) => (kind === 'cv' ? CV_MAX_BYTES : IMAGE_MAX_BYTES);

import { ApiError, badRequest } from '@/lib/http/errors';
import { CV_MAX_BYTES } from '@/lib/validation/upload';

/** Room for the multipart envelope around the largest allowed file. */
const ENVELOPE_BYTES = 64 * 1024;

/** The `file` and `kind` fields of a multipart upload; 413 before reading a body that is too big. */
export async function readUploadForm(request: Request): Promise<{ file: File | null; kind: unknown }> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > CV_MAX_BYTES + ENVELOPE_BYTES)
    throw new ApiError(413, 'The file is too large: the limit is 5 MB for images and 10 MB for CVs');
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    throw new ApiError(415, 'Send the file as multipart/form-data with the fields "file" and "kind"');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The upload could not be read');
  }
  const file = form.get('file');
  return { file: file instanceof File ? file : null, kind: form.get('kind') };
}

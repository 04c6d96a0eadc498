import 'server-only';
import { InvalidError, TooLargeError } from '@/lib/core/errors';
import { CV_MAX_BYTES } from '@/lib/validation/upload';
import { ApiError } from './errors';
import { assertAcceptableText } from './reply';

/** Room for the multipart envelope (boundaries, part headers, the `kind` field) around a file. */
export const ENVELOPE_BYTES = 64 * 1024;
/** The largest upload body: the largest allowed file plus its envelope (next.config.mjs agrees). */
export const UPLOAD_BODY_MAX_BYTES = CV_MAX_BYTES + ENVELOPE_BYTES;

const TOO_LARGE = 'The file is too large: the limit is 5 MB for images and 10 MB for CVs';

/**
 * The `file` and `kind` fields of a multipart upload. The declared length is checked before a
 * byte is read (413), so nothing past the limit is ever buffered; a body without one is refused
 * (411: proxy.ts's body buffer would cut it short unnoticed, and browsers always send one). The
 * file's own limit (5 MB for images, 10 MB for CVs, exactly that size allowed) is checked by the
 * caller once the kind is known.
 */
export async function readUploadForm(request: Request): Promise<{ file: File | null; kind: unknown }> {
  const declared = request.headers.get('content-length');
  if (declared === null) throw new ApiError(411, 'Send the upload with a Content-Length header');
  if (Number(declared) > UPLOAD_BODY_MAX_BYTES) throw new TooLargeError(TOO_LARGE);
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    throw new ApiError(415, 'Send the file as multipart/form-data with the fields "file" and "kind"');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new InvalidError('The upload could not be read');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : value.name;
  assertAcceptableText(fields);
  const file = form.get('file');
  return { file: file instanceof File ? file : null, kind: form.get('kind') };
}

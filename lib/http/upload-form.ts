import 'server-only';
import { InvalidError, TooLargeError } from '@/lib/core/errors';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@/lib/validation/idea-documents';
import { CV_MAX_BYTES } from '@/lib/validation/upload';
import { ApiError } from './errors';
import { assertAcceptableText } from './reply';

/** Room for the multipart envelope (boundaries, part headers, the `kind` field) around a file. */
export const ENVELOPE_BYTES = 64 * 1024;
/** The largest upload body: the largest allowed file plus its envelope (next.config.mjs agrees). */
export const UPLOAD_BODY_MAX_BYTES = CV_MAX_BYTES + ENVELOPE_BYTES;
/** The largest data-room document's body (next.config.mjs's limit is this one, the largest). */
export const DOCUMENT_BODY_MAX_BYTES = DOCUMENT_MAX_BYTES + ENVELOPE_BYTES;

const TOO_LARGE = 'The file is too large: the limit is 5 MB for images and 10 MB for CVs';

interface FormLimits {
  maxBodyBytes: number;
  tooLarge: string;
  fields: string;
}

const UPLOAD_LIMITS: FormLimits = {
  maxBodyBytes: UPLOAD_BODY_MAX_BYTES,
  tooLarge: TOO_LARGE,
  fields: '"file" and "kind"',
};
const DOCUMENT_LIMITS: FormLimits = {
  maxBodyBytes: DOCUMENT_BODY_MAX_BYTES,
  tooLarge: DOCUMENT_MESSAGES.tooLarge,
  fields: '"file"',
};

/**
 * The `file` and `kind` fields of a multipart upload. The declared length is checked before a
 * byte is read (413), so nothing past the limit is ever buffered; a body without one is refused
 * (411: proxy.ts's body buffer would cut it short unnoticed, and browsers always send one). The
 * file's own limit (5 MB for images, 10 MB for CVs, exactly that size allowed) is checked by the
 * caller once the kind is known.
 */
export function readUploadForm(request: Request): Promise<{ file: File | null; kind: unknown }> {
  return readForm(request, UPLOAD_LIMITS);
}

/** The `file` field of a data-room document's upload (25 MB), read as `readUploadForm` reads. */
export async function readDocumentForm(request: Request): Promise<{ file: File | null }> {
  const { file } = await readForm(request, DOCUMENT_LIMITS);
  return { file };
}

async function readForm(request: Request, limits: FormLimits): Promise<{ file: File | null; kind: unknown }> {
  const declared = request.headers.get('content-length');
  if (declared === null) throw new ApiError(411, 'Send the upload with a Content-Length header');
  if (Number(declared) > limits.maxBodyBytes) throw new TooLargeError(limits.tooLarge);
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    throw new ApiError(415, `Send the file as multipart/form-data with the fields ${limits.fields}`);
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

import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';
import { readUploadForm } from '@/lib/http/upload-form';
import { saveUpload } from '@/lib/storage';
import { setProfilePhoto } from '@/lib/users/profile';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to upload files');
    const { file, kind } = await readUploadForm(request);
    const upload = await saveUpload({ ownerId: viewer.id, kind, file });
    if (upload.kind === 'profile_image') {
      await setProfilePhoto(viewer.id, upload.url);
    }
    return ok(
      { url: upload.url, kind: upload.kind, contentType: upload.contentType, size: upload.size },
      { status: 201 },
    );
  },
});

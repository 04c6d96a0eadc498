import { toRoutes } from '@/lib/operations/route';
import { uploadFileOperation } from '@/lib/operations/uploads';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ POST: uploadFileOperation });

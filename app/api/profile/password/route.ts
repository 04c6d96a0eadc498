import { changePasswordOperation } from '@/lib/operations/profile';
import { toRoutes } from '@/lib/operations/route';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = toRoutes({ PUT: changePasswordOperation });

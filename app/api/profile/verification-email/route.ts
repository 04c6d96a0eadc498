import { requestVerificationEmail } from '@/lib/accounts';
import { requireViewer } from '@/lib/auth';
import { apiRoutes, ok } from '@/lib/http';

export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  POST: async (request) => {
    const viewer = await requireViewer(request, 'Please sign in to verify your email address');
    const message = await requestVerificationEmail(viewer.user, request.headers);
    return ok({ message }, { status: 202 });
  },
});

import { apiRoute, ok } from '@/lib/http';
import { publicUserInfo } from '@/lib/users';

type Context = { params: Promise<{ userId: string }> };

export const GET = apiRoute<Context>(async (_request, { params }) =>
  ok({ user: await publicUserInfo((await params).userId) }),
);

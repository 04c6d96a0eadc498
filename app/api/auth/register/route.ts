import { apiRoute, ok, readJson } from '@/lib/http';
import { ownAccount, registerUser } from '@/lib/users';

export const POST = apiRoute(async (request) => {
  const user = await registerUser(await readJson(request));
  return ok({ user: ownAccount(user) }, { status: 201 });
});

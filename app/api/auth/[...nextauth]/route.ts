import NextAuth from 'next-auth';
import { signInLimitReply } from '@/lib/auth/sign-in-limit';
import { authOptions } from '@/lib/auth/options';

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: Request, context: Context) {
  const limited = await signInLimitReply(request);
  if (limited) return limited;
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };

import 'server-only';
import { getViewer } from '@/lib/auth';
import type { Viewer } from '@/models';

/** The signed-in user of a server action, if the account may still act (not suspended). */
export async function actingViewer(): Promise<Viewer | null> {
  const viewer = await getViewer();
  return viewer?.user.status === 'active' ? viewer : null;
}

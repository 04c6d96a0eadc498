import type { IdeaDTO } from '@/lib/ideas/shared';

/**
 * The idea as the signed-in viewer may see it, or null. The action's module loads on the first
 * call: public pages render these readers for everyone, and only a creator or an admin calls them,
 * so anonymous visitors do not download the server action client.
 */
export const viewerIdea = (id: string): Promise<IdeaDTO | null> =>
  import('./idea-actions').then((actions) => actions.viewerIdeaAction(id));

import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';

/**
 * A description safe for crawlers, metadata and previews. Only ever given the anonymous view of an
 * idea, so NDA-gated ideas have no problem text to leak: they get their public teaser, or a
 * generic sentence.
 */
export function publicDescription(idea: IdeaDTO): string {
  if (idea.ndaLocked || idea.requireNDA || !idea.problemDescription) {
    const gated = `Details are shared by the creator under a Non-Disclosure Agreement.`;
    if (idea.teaser) return `${idea.teaser} ${gated}`;
    return `${idea.type} idea in ${idea.category} for ${formatPrice(idea.desiredPrice)}. ${gated}`;
  }
  return idea.problemDescription;
}

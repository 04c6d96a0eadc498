import { SaveIdeaButton } from '@/components/saved/save-idea-button';
import { Badge } from '@/components/ui/badge';
import type { IdeaDTO } from '@/lib/ideas/shared';

/** The idea page's title, its type, category and NDA badges, and Save. */
export function IdeaHeading({
  idea,
}: {
  idea: Pick<IdeaDTO, '_id' | 'creator' | 'title' | 'type' | 'category' | 'requireNDA'>;
}) {
  return (
    <>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words">{idea.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Badge tone="brand">{idea.type}</Badge>
        <Badge tone="slate">{idea.category}</Badge>
        {idea.requireNDA && <Badge tone="amber">NDA Required</Badge>}
        <SaveIdeaButton id={idea._id} title={idea.title} creator={idea.creator} className="ml-auto" />
      </div>
    </>
  );
}

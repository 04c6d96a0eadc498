import { siteUrl } from '@/lib/core/config';
import type { IdeaDTO } from '@/lib/ideas/shared';

interface CategoryJsonLdProps {
  name: string;
  description: string;
  /** The category page's path. */
  path: string;
  ideas: IdeaDTO[];
}

/** schema.org `ItemList` of a category page's ideas, by their public fields (titles and addresses). */
export function CategoryJsonLd({ name, description, path, ideas }: CategoryJsonLdProps) {
  const base = siteUrl();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${name} ideas`,
    description,
    url: `${base}${path}`,
    numberOfItems: ideas.length,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: ideas.map((idea, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: idea.title,
      url: `${base}/ideas/${idea._id}`,
    })),
  };
  // '<' is escaped so that no text can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

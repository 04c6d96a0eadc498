import { siteUrl } from '@/lib/core/config';
import { excerpt } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { publicDescription } from './public-text';

/** schema.org data for search engines, built from the anonymous view (never gated text). */
export function IdeaJsonLd({ idea }: { idea: IdeaDTO }) {
  const url = `${siteUrl()}/ideas/${idea._id}`;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: idea.title,
    description: excerpt(publicDescription(idea), 300),
    category: idea.category,
    url,
    image: `${url}/opengraph-image`,
    brand: { '@type': 'Person', name: idea.creatorInfo.displayName || 'Ideas Marketplace creator' },
    offers: { '@type': 'Offer', price: idea.desiredPrice.toFixed(2), priceCurrency: 'USD', url },
  };
  // '<' is escaped so that no text can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/core/config';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/create-idea',
          '/ideas/*/edit',
          '/ideas/success',
          '/profile',
          '/login',
          '/register',
        ],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}

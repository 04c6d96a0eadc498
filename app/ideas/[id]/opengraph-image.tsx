import { ImageResponse } from 'next/og';
import { formatPrice } from '@/lib/core/format';
import type { IdeaDTO } from '@/lib/ideas/shared';
import { anonymousIdea } from '@/lib/cache';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Idea on Ideas Marketplace';

/** The preview card of an idea: title, price, type, category and NDA; never its gated text. */
export default async function IdeaOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  let idea: IdeaDTO | null = null;
  try {
    idea = await anonymousIdea(id);
  } catch {
    idea = null;
  }
  const title = idea
    ? idea.title.length > 90
      ? `${idea.title.slice(0, 89)}…`
      : idea.title
    : 'Ideas Marketplace';
  const tags = idea
    ? [idea.type, idea.category, ...(idea.requireNDA ? ['NDA Required'] : [])]
    : ['The marketplace for innovative ideas'];
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: 'linear-gradient(135deg, #eef2ff 0%, #ffffff 60%)',
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#4f46e5' }}>
        Ideas Marketplace
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        {idea && (
          <div style={{ display: 'flex', marginTop: 24, fontSize: 56, fontWeight: 700, color: '#4338ca' }}>
            {formatPrice(idea.desiredPrice)}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', gap: 16 }}>
        {tags.map((tag) => (
          <div
            key={tag}
            style={{
              display: 'flex',
              padding: '8px 20px',
              borderRadius: 999,
              background: tag === 'NDA Required' ? '#fef3c7' : '#e0e7ff',
              fontSize: 28,
            }}
          >
            {tag}
          </div>
        ))}
      </div>
    </div>,
    size,
  );
}

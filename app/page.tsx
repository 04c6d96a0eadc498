import { Hero } from '@/components/home/hero';
import { NewestIdeas } from '@/components/home/newest-ideas';
import { currentViewer } from '@/lib/auth';

export default async function HomePage() {
  const viewer = await currentViewer().catch(() => null);
  return (
    <main className="flex flex-1 flex-col">
      <Hero />
      <NewestIdeas viewer={viewer} />
    </main>
  );
}

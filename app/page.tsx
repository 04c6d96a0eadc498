import { Hero } from '@/components/home/hero';
import { NewestIdeas } from '@/components/home/newest-ideas';

/** The same for every viewer: the newest ideas come from the cache of anonymous reads. */
export default function HomePage() {
  return (
    <main className="flex flex-1 flex-col">
      <Hero />
      <NewestIdeas />
    </main>
  );
}

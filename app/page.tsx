import { Hero } from '@/components/home/hero';
import { NewestIdeas } from '@/components/home/newest-ideas';

export default function HomePage() {
  return (
    <main className="flex flex-1 flex-col">
      <Hero />
      <NewestIdeas />
    </main>
  );
}

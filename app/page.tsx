import { Suspense } from 'react';
import { Hero } from '@/components/home/hero';
import { NewestIdeas } from '@/components/home/newest-ideas';
import { AccountDeletedFlash } from '@/components/profile/account-deleted-flash';

/** The same for every viewer: the newest ideas come from the cache of anonymous reads. */
export default function HomePage() {
  return (
    <main className="flex flex-1 flex-col">
      <Suspense fallback={null}>
        <AccountDeletedFlash />
      </Suspense>
      <Hero />
      <NewestIdeas />
    </main>
  );
}

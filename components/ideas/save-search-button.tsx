'use client';

import { useState } from 'react';
import { useViewerState } from '@/components/layout/viewer-provider';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/components/ui/lazy-component';
import { SignInToSaveSearch } from './sign-in-to-save-search';

// The form and the dialog library under it load when the button is first pressed.
const SaveSearchDialog = lazyComponent(
  () => import('./save-search-dialog').then((module) => module.default),
  null,
);

/** 'Save this search' on /ideas: the list's query string, saved with a name and an alert. */
export default function SaveSearchButton({ query }: { query: string }) {
  const signedIn = useViewerState((state) => state.known && state.viewer !== null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!signedIn) return <SignInToSaveSearch query={query} />;
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Save this search
      </Button>
      {loaded && <SaveSearchDialog open={open} onOpenChange={setOpen} query={query} />}
    </>
  );
}

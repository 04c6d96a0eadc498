'use client';

import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { ALERT_OPTIONS } from '@/components/saved/alert-options';
import { createSavedSearchAction } from '@/components/saved/watchlist-actions';
import { SAVED_SEARCH_NAME_MAX } from '@/lib/validation/saved-searches';

export interface SaveSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
}

/** A name for the search from its words and category, which the member may change. */
function suggestedName(query: string): string {
  const params = new URLSearchParams(query);
  const parts = [params.get('search'), params.get('category'), params.get('type')].filter(Boolean);
  return (parts.length ? parts.join(' · ') : 'All ideas').slice(0, SAVED_SEARCH_NAME_MAX);
}

type State =
  | { kind: 'editing'; errors: Record<string, string>; message?: string }
  | { kind: 'saving' }
  | { kind: 'saved' };

export default function SaveSearchDialog({ open, onOpenChange, query }: SaveSearchDialogProps) {
  const [state, setState] = useState<State>({ kind: 'editing', errors: {} });
  const [name, setName] = useState(() => suggestedName(query));
  const [alert, setAlert] = useState('daily');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const result = await createSavedSearchAction({ name, query, alert });
      if (result.ok) setState({ kind: 'saved' });
      else setState({ kind: 'editing', errors: result.errors ?? {}, message: result.message });
    } catch {
      setState({ kind: 'editing', errors: {}, message: 'The search could not be saved. Please try again.' });
    }
  }

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setState({ kind: 'editing', errors: {} });
  };
  const errors = state.kind === 'editing' ? state.errors : {};
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      variant="sheet"
      title="Save this search"
      description="Keep these filters under a name, and be told of new ideas they find."
    >
      {state.kind === 'saved' ? (
        <div className="space-y-4">
          <Notice tone="success" testId="search-saved">
            Search saved. Manage it on{' '}
            <Link href="/saved" className="font-medium underline">
              your saved page
            </Link>
            .
          </Notice>
          <div className="flex justify-end">
            <Button onClick={() => change(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id="saved-search-name" label="Name" required error={errors.name}>
            <Input
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field id="saved-search-alert" label="Email alerts" error={errors.alert}>
            <Select
              value={alert}
              options={ALERT_OPTIONS}
              onChange={(event) => setAlert(event.target.value)}
            />
          </Field>
          {state.kind === 'editing' && state.message && !errors.name && !errors.alert && (
            <Notice tone="error">{state.message}</Notice>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={state.kind === 'saving'}>
              {state.kind === 'saving' ? 'Saving…' : 'Save search'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
